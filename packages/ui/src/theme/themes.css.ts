import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTokens, lightTokens } from './tokens';

export const lightTheme = createTheme(vars, lightTokens);
export const darkTheme = createTheme(vars, darkTokens);

export const themes = { light: lightTheme, dark: darkTheme } as const;
export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];

// Motion collapses for people who ask for less of it (and for stable screenshots).
globalStyle(`${lightTheme}, ${darkTheme}`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: { [vars.motion.fast]: '0ms', [vars.motion.normal]: '0ms' },
    },
  },
});
