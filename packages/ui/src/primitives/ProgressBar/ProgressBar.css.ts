import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { stack } from '../Layout/layoutClasses.css';

export const root = style([stack.xs, { minInlineSize: 0 }]);

export const labelRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const label = style({ color: vars.color.textMuted });

export const value = style({
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  blockSize: '0.5rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceSunken,
  overflow: 'hidden',
  // With the system's colours the track and its fill would both take the page's background.
  '@media': { '(forced-colors: active)': { outline: '1px solid CanvasText' } },
});

export const fill = recipe({
  base: {
    display: 'block',
    blockSize: '100%',
    borderRadius: vars.radius.pill,
    transition: `inline-size ${vars.motion.normal} ${vars.motion.easing}`,
    '@media': {
      '(forced-colors: active)': { forcedColorAdjust: 'none', backgroundColor: 'CanvasText' },
    },
  },
  variants: {
    tone: {
      primary: { backgroundColor: vars.color.primary },
      success: { backgroundColor: vars.color.success },
      warning: { backgroundColor: vars.color.warning },
      danger: { backgroundColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'primary' },
});
