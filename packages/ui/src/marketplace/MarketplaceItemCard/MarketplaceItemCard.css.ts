import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cluster, stack } from '../../primitives/Layout/layoutClasses.css';

export const job = style({
  alignSelf: 'start',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const footer = style([
  cluster.sm,
  { alignItems: 'end', justifyContent: 'space-between', paddingBlockStart: vars.space.sm },
]);

export const price = style([stack.xxs]);

export const priceLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
