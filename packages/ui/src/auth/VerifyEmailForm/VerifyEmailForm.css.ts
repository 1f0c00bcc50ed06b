import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cluster } from '../../primitives/Layout/layoutClasses.css';

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

export const resendRow = style([
  cluster.xs,
  {
    justifyContent: 'center',
    alignItems: 'baseline',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
  },
]);
