import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cluster } from '../../primitives/Layout/layoutClasses.css';

export const header = style([
  cluster.sm,
  { alignItems: 'baseline', justifyContent: 'space-between' },
]);

export const total = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.iziDot,
});

export const legend = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const swatch = style({
  inlineSize: '0.75rem',
  blockSize: '0.75rem',
  borderRadius: '50%',
  backgroundColor: vars.color.iziDot,
});

export const chart = style({
  inlineSize: '100%',
  blockSize: '8rem',
  maxInlineSize: 'none',
  color: vars.color.iziDot,
});

export const grid = style({ stroke: vars.color.border });
