import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { cluster, column, inline } from '../Layout/layoutClasses.css';

export const dialog = recipe({
  base: {
    inlineSize: 'min(calc(100vw - 2rem), var(--dialog-size))',
    maxBlockSize: 'calc(100dvh - 2rem)',
    padding: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    selectors: {
      '&::backdrop': { backgroundColor: vars.color.overlay },
    },
  },
  variants: {
    size: {
      sm: { vars: { '--dialog-size': '24rem' } },
      md: { vars: { '--dialog-size': '32rem' } },
      lg: { vars: { '--dialog-size': '44rem' } },
    },
  },
  defaultVariants: { size: 'md' },
});

export const inner = style([column.lg, { padding: vars.space.xl }]);

export const header = style([inline.md, { alignItems: 'start', justifyContent: 'space-between' }]);

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const closeButton = style({
  marginBlockStart: `calc(-1 * ${vars.space.xs})`,
  marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
});

export const footer = style([cluster.sm, { justifyContent: 'end' }]);
