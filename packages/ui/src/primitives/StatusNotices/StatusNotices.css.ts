import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Below this width the stack runs the width of the screen. */
const phone = 'screen and (max-width: 40rem)';

/**
 * The stack, fixed at the block-end, inline-end corner (bottom right, or bottom left in a
 * right-to-left language), or at the block-start one when a control it would cover has the
 * focus. Only the notices themselves take the pointer: the rest of the corner stays usable.
 */
export const stack = recipe({
  base: {
    position: 'fixed',
    zIndex: 20,
    insetInlineEnd: vars.space.lg,
    inlineSize: `min(24rem, calc(100vw - 2 * ${vars.space.lg}))`,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    pointerEvents: 'none',
    '@media': {
      [phone]: {
        insetInlineStart: vars.space.sm,
        insetInlineEnd: vars.space.sm,
        inlineSize: 'auto',
      },
    },
  },
  variants: {
    placement: {
      end: {
        insetBlockEnd: vars.space.lg,
        '@media': { [phone]: { insetBlockEnd: vars.space.sm } },
      },
      start: {
        insetBlockStart: vars.space.lg,
        '@media': { [phone]: { insetBlockStart: vars.space.sm } },
      },
    },
  },
  defaultVariants: { placement: 'end' },
});

export const notice = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'start',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.success}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  overflowWrap: 'anywhere',
});

export const icon = style({
  flexShrink: 0,
  marginBlockStart: vars.space.xs,
  color: vars.color.success,
});

export const text = style({ flex: 1, margin: 0, paddingBlock: vars.space.xs });
