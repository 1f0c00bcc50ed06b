import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { stack, stackList } from '../../primitives/Layout/layoutClasses.css';

export const page = style([stack.lg, { minInlineSize: 0 }]);

export const header = style([stack.xs]);

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const subtitle = style({ color: vars.color.textMuted });

export const toolbar = style([stack.md]);

export const search = style({ maxInlineSize: '28rem' });

export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

const gridBase = style([stackList.lg]);

/** The cards' grid, as many columns as fit of cards at least this wide. */
export const grid = styleVariants({ '15rem': '15rem', '16rem': '16rem' }, (minWidth) => [
  gridBase,
  { gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minWidth}), 1fr))` },
]);

export const skeletonCard = style([
  stack.sm,
  {
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
  },
]);

export const empty = style([
  stack.md,
  {
    justifyItems: 'center',
    paddingBlock: vars.space.xxl,
    paddingInline: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `1px dashed ${vars.color.borderStrong}`,
    color: vars.color.textMuted,
    textAlign: 'center',
    overflowWrap: 'anywhere',
  },
]);
