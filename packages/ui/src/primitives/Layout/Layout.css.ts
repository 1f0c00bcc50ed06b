import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const grid = style({
  display: 'grid',
  /** `--grid-min-column` is set per grid by the component. */
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, var(--grid-min-column, 18rem)), 1fr))',
  alignItems: 'start',
});

/** A grid cell that spans the whole row. */
export const fullRow = style({ gridColumn: '1 / -1' });

export const page = style({
  inlineSize: '100%',
  maxInlineSize: '80rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
});
