import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { inline, stackList } from '../../primitives/Layout/layoutClasses.css';

export const list = style([stackList.sm]);

export const row = style([
  inline.md,
  {
    padding: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
  },
]);

export const dot = recipe({
  base: {
    flex: '0 0 auto',
    inlineSize: '0.75rem',
    blockSize: '2.25rem',
    borderRadius: vars.radius.pill,
  },
  variants: {
    token: {
      iziDol: { backgroundColor: vars.color.iziDol },
      iziDot: { backgroundColor: vars.color.iziDot },
      iziDom: { backgroundColor: vars.color.iziDom },
    },
  },
});

export const name = style({ display: 'grid', flex: '1 1 auto', minInlineSize: 0 });

export const tokenName = style({ fontWeight: vars.fontWeight.bold });

export const role = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
