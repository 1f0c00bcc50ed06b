import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cluster, column, stackList } from '../../primitives/Layout/layoutClasses.css';

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const list = style([stackList.sm]);

export const order = style([
  column.xs,
  {
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surfaceSunken,
  },
]);

export const head = style([cluster.sm, { alignItems: 'center', justifyContent: 'space-between' }]);

export const orderTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const reason = style({ margin: 0, overflowWrap: 'anywhere' });

export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const lines = style([stackList.xxs]);

export const line = style([
  cluster.sm,
  { justifyContent: 'space-between', overflowWrap: 'anywhere' },
]);

// An order's amounts are set as the cart sets its lines'.
export { amounts } from '../Cart/Cart.css';

export const total = style([
  cluster.sm,
  {
    justifyContent: 'space-between',
    margin: 0,
    paddingBlockStart: vars.space.xs,
    borderBlockStart: `1px solid ${vars.color.border}`,
  },
]);

export { panel as orders, panelSkeleton as skeleton, panelTitle as title } from '../panel.css';
