import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const amount = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'baseline',
    gap: vars.space.xs,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold },
    },
  },
  defaultVariants: { size: 'md' },
});

export const unit = recipe({
  base: { fontSize: '0.8em', fontWeight: vars.fontWeight.medium },
  variants: {
    token: {
      iziDol: { color: vars.color.iziDol },
      iziDot: { color: vars.color.iziDot },
      iziDom: { color: vars.color.iziDom },
      usd: { color: vars.color.textMuted },
    },
  },
});

export const signed = style({});
