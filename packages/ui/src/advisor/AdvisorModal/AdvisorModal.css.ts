import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inline, stack } from '../../primitives/Layout/layoutClasses.css';

export const body = style([stack.md, { minBlockSize: '8rem' }]);

export const muted = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

export const start = style({ justifySelf: 'start' });

export const failure = style([
  stack.xs,
  {
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.dangerSoft,
    color: vars.color.danger,
  },
]);

export const failureTitle = style([
  inline.sm,
  { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold },
]);

export const analysis = style([
  stack.sm,
  { lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere' },
]);

export const heading3 = style({
  marginBlockStart: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primary,
});

export const heading4 = style({
  marginBlockStart: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const list = style([
  stack.xs,
  { margin: 0, paddingInlineStart: vars.space.xl, listStyleType: 'disc' },
]);

globalStyle(`${list} > li::marker`, { color: vars.color.primary });
