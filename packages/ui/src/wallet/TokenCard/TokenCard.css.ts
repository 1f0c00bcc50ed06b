import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { cluster, stack } from '../../primitives/Layout/layoutClasses.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: '0.375rem',
    backgroundColor: vars.color.surface,
    boxShadow: vars.shadow.sm,
    color: vars.color.text,
    minInlineSize: 0,
  },
  variants: {
    token: {
      iziDol: { borderInlineStartColor: vars.color.iziDol },
      iziDot: { borderInlineStartColor: vars.color.iziDot },
      iziDom: { borderInlineStartColor: vars.color.iziDom },
    },
  },
});

export const header = style([stack.xxs]);

export const name = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const role = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const balance = style([stack.xxs, { minInlineSize: 0 }]);

export const balanceLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const amount = style({ display: 'block', minInlineSize: 0 });

export const actions = style([cluster.sm, { marginBlockStart: 'auto' }]);
