import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inline, stack, stackList } from '../../primitives/Layout/layoutClasses.css';

export const list = style([stackList.sm]);

export const item = style([
  inline.md,
  {
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surfaceSunken,
    minInlineSize: 0,
  },
]);

export const text = style({ display: 'grid', flex: '1 1 auto', minInlineSize: 0 });

/**
 * A name takes its own direction (`dir="auto"`), so that one cut short loses its end, not its
 * beginning. Its box is as wide as the name, up to the row, at the row's start: a short name in
 * the other direction still lines up with the job under it.
 */
export const name = style({
  justifySelf: 'start',
  maxInlineSize: '100%',
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const job = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const income = style({
  display: 'grid',
  justifyItems: 'end',
  flex: '0 0 auto',
  fontSize: vars.fontSize.sm,
});

export const perDay = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const empty = style([
  stack.sm,
  { justifyItems: 'center', paddingBlock: vars.space.xl, textAlign: 'center' },
]);

export const emptyTitle = style({ fontWeight: vars.fontWeight.bold });

export const emptyMessage = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
