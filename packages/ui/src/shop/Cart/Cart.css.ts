import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const cart = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const skeleton = style({ display: 'grid', gap: vars.space.sm });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'start',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});

export const lines = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': {
    'screen and (min-width: 48rem)': { gridTemplateColumns: 'auto 1fr auto' },
  },
});

export const image = style({
  inlineSize: '6rem',
  blockSize: '4.5rem',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const lineBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const name = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const warning = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
});

export const discount = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginBlockStart: vars.space.xs,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  minBlockSize: '2.75rem',
});

export const controls = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  '@media': {
    'screen and (min-width: 48rem)': {
      gridColumn: 'auto',
      flexDirection: 'column',
      alignItems: 'end',
    },
  },
});

export const stepper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const quantity = style({
  minInlineSize: '2.5rem',
  textAlign: 'center',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const lineTotal = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
});

export const amounts = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  fontWeight: vars.fontWeight.bold,
});

export const totals = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const totalRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const totalValue = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const footer = style({ display: 'flex', justifyContent: 'end' });
