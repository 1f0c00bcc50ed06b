import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cluster, stack, stackList } from '../../primitives/Layout/layoutClasses.css';

export const list = style([stackList.lg]);

export const quest = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.md,
});

export const badge = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '2.25rem',
  blockSize: '2.25rem',
  borderRadius: '50%',
  backgroundColor: vars.color.primarySoft,
  color: vars.color.primary,
});

export const badgeDone = style({
  backgroundColor: vars.color.successSoft,
  color: vars.color.success,
});

export const body = style([stack.xs, { minInlineSize: 0 }]);

export const footer = style([
  cluster.sm,
  {
    alignItems: 'center',
    justifyContent: 'space-between',
    fontSize: vars.fontSize.sm,
    color: vars.color.textMuted,
  },
]);

export const done = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  color: vars.color.success,
  fontWeight: vars.fontWeight.medium,
});
