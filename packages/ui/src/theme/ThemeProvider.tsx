import type { ReactNode } from 'react';
import { themes, type ThemeName } from './themes.css';
import { fullHeight as fullHeightClass, themeRoot } from './ThemeProvider.css';

export interface ThemeProviderProps {
  theme?: ThemeName;
  /** Fill the viewport (an app's root), so no unthemed page shows below short content. */
  fullHeight?: boolean;
  children: ReactNode;
}

/** Applies a theme to everything inside it, the page background included. */
export function ThemeProvider({
  theme = 'light',
  fullHeight = false,
  children,
}: ThemeProviderProps) {
  const classes = [themes[theme], themeRoot, fullHeight ? fullHeightClass : undefined];
  return <div className={classes.filter(Boolean).join(' ')}>{children}</div>;
}
