import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { column, stack } from '../primitives/Layout/layoutClasses.css';

/** The frame the cart and the orders share beside the shop: a raised surface with a title. */
export const panel = style([
  column.md,
  {
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    boxShadow: vars.shadow.sm,
    color: vars.color.text,
  },
]);

export const panelTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

/** The placeholder lines while the panel's content loads. */
export const panelSkeleton = style([stack.sm]);
