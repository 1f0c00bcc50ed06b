import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { stack } from '../../primitives/Layout/layoutClasses.css';

export const scroller = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '10.5rem',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  paddingBlockEnd: vars.space.sm,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorInline: 'contain',
  scrollSnapType: 'inline mandatory',
  scrollbarWidth: 'thin',
  borderRadius: vars.radius.md,
});

export const item = style([
  stack.xs,
  {
    justifyItems: 'center',
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceSunken,
    scrollSnapAlign: 'start',
    textAlign: 'center',
    minInlineSize: 0,
  },
]);

/** A name takes its own direction (`dir="auto"`), so that one cut short loses its end. */
export const name = style({
  inlineSize: '100%',
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const job = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const perDay = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const empty = style({ color: vars.color.textMuted });
