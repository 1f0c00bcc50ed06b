import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    },
    '@media': {
      // The system's colours replace a pressed toggle's fill, which alone told it from the others.
      '(forced-colors: active)': {
        selectors: {
          '&[aria-pressed="true"]': {
            forcedColorAdjust: 'none',
            backgroundColor: 'Highlight',
            borderColor: 'Highlight',
            color: 'HighlightText',
          },
        },
      },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.textOnPrimary,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            backgroundColor: vars.color.primaryHover,
          },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            backgroundColor: vars.color.surfaceSunken,
          },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.primary,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            backgroundColor: vars.color.primarySoft,
          },
        },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.textOnPrimary,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            backgroundColor: vars.color.dangerHover,
          },
        },
      },
    },
    size: {
      sm: {
        minBlockSize: '2rem',
        paddingInline: vars.space.md,
        fontSize: vars.fontSize.sm,
      },
      md: {
        minBlockSize: '2.5rem',
        paddingInline: vars.space.lg,
        fontSize: vars.fontSize.md,
      },
      lg: {
        minBlockSize: '3rem',
        paddingInline: vars.space.xl,
        fontSize: vars.fontSize.lg,
      },
    },
    fullWidth: { true: { inlineSize: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonRecipe = NonNullable<RecipeVariants<typeof button>>;

export const spinner = style({
  inlineSize: '1em',
  blockSize: '1em',
  border: '2px solid currentColor',
  borderBlockStartColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} 700ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
