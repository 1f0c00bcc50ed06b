import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

export const themeRoot = style({
  minBlockSize: '100%',
  color: vars.color.text,
  backgroundColor: vars.color.background,
  // The theme's font variables exist from here down, so the faces are chosen here too:
  // Vazirmatn for Persian and Arabic, Inter for English and Spanish.
  fontFamily: vars.font.latin,
  selectors: { '&:lang(fa), &:lang(ar)': { fontFamily: vars.font.arabic } },
});

/** For an app's root: the theme's background covers the whole viewport, however short the page. */
export const fullHeight = style({ minBlockSize: '100dvh' });
