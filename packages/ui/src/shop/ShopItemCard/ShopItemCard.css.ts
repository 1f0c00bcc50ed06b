import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cluster, stack } from '../../primitives/Layout/layoutClasses.css';

export const stock = style({ fontSize: vars.fontSize.sm, color: vars.color.success });

export const outOfStock = style({
  alignSelf: 'start',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const prices = style([stack.xs, { margin: 0 }]);

export const priceRow = style([
  cluster.sm,
  { alignItems: 'baseline', justifyContent: 'space-between' },
]);

export const priceLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const priceValue = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const struck = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

export const discountValue = style({
  margin: 0,
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  color: vars.color.success,
  fontWeight: vars.fontWeight.bold,
});

export const footer = style({ paddingBlockStart: vars.space.sm });

// The amount inside is an inline box of its own, which a parent's line-through does not cross.
globalStyle(`${struck} > *`, { textDecoration: 'line-through' });
