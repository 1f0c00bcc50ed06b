import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { inline } from '../Layout/layoutClasses.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    color: vars.color.text,
    minInlineSize: 0,
  },
  variants: {
    tone: {
      default: { backgroundColor: vars.color.surface, boxShadow: vars.shadow.sm },
      raised: { backgroundColor: vars.color.surfaceRaised, boxShadow: vars.shadow.md },
      sunken: { backgroundColor: vars.color.surfaceSunken, boxShadow: 'none' },
    },
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space.md },
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    },
  },
  defaultVariants: { tone: 'default', padding: 'md' },
});

export const header = style([inline.sm, { justifyContent: 'space-between' }]);

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
