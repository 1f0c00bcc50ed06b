import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cluster, column, stack, stackList } from '../../primitives/Layout/layoutClasses.css';

export const empty = style([column.sm, { alignItems: 'start', color: vars.color.textMuted }]);

export const lines = style([stackList.sm]);

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

export const lineBody = style([column.xxs, { minInlineSize: 0 }]);

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

export const controls = style([
  cluster.sm,
  {
    gridColumn: '1 / -1',
    alignItems: 'center',
    justifyContent: 'space-between',
    '@media': {
      'screen and (min-width: 48rem)': {
        gridColumn: 'auto',
        flexDirection: 'column',
        alignItems: 'end',
      },
    },
  },
]);

export const stepper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const quantity = style({
  minInlineSize: '2.5rem',
  textAlign: 'center',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const lineTotal = style([cluster.xs, { alignItems: 'baseline', margin: 0 }]);

export const amounts = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  fontWeight: vars.fontWeight.bold,
});

export const totals = style([stack.xs, { margin: 0 }]);

export const totalRow = style([
  cluster.sm,
  { alignItems: 'baseline', justifyContent: 'space-between' },
]);

export const totalValue = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const footer = style({ display: 'flex', justifyContent: 'end' });

export { panel as cart, panelSkeleton as skeleton, panelTitle as title } from '../panel.css';
