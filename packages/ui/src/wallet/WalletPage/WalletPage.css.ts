import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cluster, stack } from '../../primitives/Layout/layoutClasses.css';

export const page = style([stack.xl, { minInlineSize: 0 }]);

export const header = style([cluster.md, { alignItems: 'end', justifyContent: 'space-between' }]);

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.lg,
});
