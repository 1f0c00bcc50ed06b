import { vars } from '../theme/contract.css';
import type { ThemeName } from '../theme/themes.css';
import { darkTokens, lightTokens, type ThemeTokens } from '../theme/tokens';

/** Each theme's values, by the theme's name. */
export const themeTokens: Record<ThemeName, ThemeTokens> = { light: lightTokens, dark: darkTokens };

export type TokenGroup = keyof ThemeTokens;

export interface Token {
  /** The slot's name in its group (`md`). */
  name: string;
  /** Its path in the contract (`space.md`), the name a page shows. */
  path: string;
  /** Its value in the theme. */
  value: string;
}

/**
 * A group's tokens, read from the theme contract in its order, with their values in `theme`: a
 * slot added to the contract appears on every page that lists its group, and no page can list
 * a slot the contract lacks.
 */
export function tokensOf(group: TokenGroup, theme: ThemeName = 'light'): Token[] {
  const values: Record<string, string> = themeTokens[theme][group];
  return Object.keys(vars[group]).map((name) => ({
    name,
    path: `${group}.${name}`,
    value: values[name] ?? '',
  }));
}
