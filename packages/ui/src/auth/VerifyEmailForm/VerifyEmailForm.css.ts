import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const email = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const codeField = style({});

// The code reads left to right in every language, spaced so that each digit stands apart.
globalStyle(`${codeField} input`, {
  fontFamily: vars.font.latin,
  fontSize: vars.fontSize.xl,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.5em',
  textAlign: 'center',
  textIndent: '0.5em',
});
