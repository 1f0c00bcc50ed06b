import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { stack } from '../../primitives/Layout/layoutClasses.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8.5rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style([
  stack.xs,
  {
    justifyItems: 'center',
    inlineSize: '100%',
    padding: vars.space.lg,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surfaceSunken,
    color: vars.color.text,
    cursor: 'pointer',
    transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover': { borderColor: vars.color.primary, transform: 'translateY(-2px)' },
    },
  },
]);

export const image = style({ inlineSize: '5.5rem', blockSize: '5.5rem' });

/** Where the picture will be while the medallions load: a skeleton of its size (no shift). */
export const placeholder = style([
  image,
  { display: 'block', borderRadius: '50%', backgroundColor: vars.color.border },
]);

export const type = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
});

export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const stars = style({ minBlockSize: '1rem' });

export const failed = style({ marginBlockEnd: vars.space.md });
