import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const portrait = recipe({
  base: {
    flex: '0 0 auto',
    display: 'block',
    objectFit: 'cover',
    backgroundColor: vars.color.surfaceSunken,
  },
  variants: {
    size: {
      sm: { inlineSize: '2.75rem', blockSize: '2.75rem', borderRadius: vars.radius.md },
      md: { inlineSize: '5rem', blockSize: '5rem', borderRadius: vars.radius.lg },
      lg: { inlineSize: '10rem', blockSize: '10rem', borderRadius: '1.75rem' },
    },
  },
  defaultVariants: { size: 'md' },
});
