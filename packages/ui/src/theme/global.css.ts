import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { lightTokens } from './tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

// Outside a ThemeProvider the theme's variables do not exist: the root gets the stacks as values.
globalStyle('html', {
  fontFamily: lightTokens.font.latin,
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

// Persian and Arabic read in Vazirmatn; English and Spanish in Inter. Both are bundled.
globalStyle('html:lang(fa), html:lang(ar)', { fontFamily: lightTokens.font.arabic });

globalStyle('body', {
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('h1, h2, h3, h4, h5, h6, p', { margin: 0 });

globalStyle('img, svg', { display: 'block', maxInlineSize: '100%' });

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
