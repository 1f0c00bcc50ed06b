import type { ReactNode } from 'react';
import { themes, type ThemeName } from './themes.css';
import { themeRoot } from './ThemeProvider.css';

export interface ThemeProviderProps {
  theme?: ThemeName;
  children: ReactNode;
}

/** Applies a theme to everything inside it, the page background included. */
export function ThemeProvider({ theme = 'light', children }: ThemeProviderProps) {
  return <div className={`${themes[theme]} ${themeRoot}`}>{children}</div>;
}
