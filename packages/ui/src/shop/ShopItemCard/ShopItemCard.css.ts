import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
});

export const media = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceSunken,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const image = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  maxInlineSize: 'none',
  objectFit: 'contain',
});

export const soldOut = style({
  filter: 'grayscale(1)',
  opacity: 0.6,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  gap: vars.space.sm,
  padding: vars.space.lg,
});

export const name = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  flex: 1,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

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

export const prices = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const priceRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

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
