import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const iconButton = recipe({
  base: {
    display: 'inline-grid',
    placeItems: 'center',
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.pill,
    backgroundColor: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceSunken },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    },
  },
  variants: {
    variant: {
      ghost: {},
      outline: { borderColor: vars.color.borderStrong, backgroundColor: vars.color.surface },
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.textOnPrimary,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.primaryHover } },
      },
    },
    size: {
      sm: { inlineSize: '2rem', blockSize: '2rem' },
      md: { inlineSize: '2.5rem', blockSize: '2.5rem' },
      lg: { inlineSize: '3rem', blockSize: '3rem' },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});
