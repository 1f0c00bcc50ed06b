import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { stack } from '../Layout/layoutClasses.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const skeleton = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.surfaceSunken,
    animation: `${pulse} 1.4s ease-in-out infinite`,
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
      // The system's colours would paint the placeholder with the page's background.
      '(forced-colors: active)': { forcedColorAdjust: 'none', backgroundColor: 'GrayText' },
    },
  },
  variants: {
    shape: {
      text: { borderRadius: vars.radius.sm, blockSize: '1em' },
      rect: { borderRadius: vars.radius.md },
      circle: { borderRadius: '50%' },
    },
  },
  defaultVariants: { shape: 'text' },
});

export const group = style([stack.sm]);
