import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
  gap: vars.space.lg,
});

export const stat = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: vars.space.md,
});

export const icon = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    inlineSize: '3rem',
    blockSize: '3rem',
    borderRadius: vars.radius.md,
    gridRow: 'span 2',
  },
  variants: {
    tone: {
      dot: { backgroundColor: vars.color.primarySoft, color: vars.color.iziDot },
      usd: { backgroundColor: vars.color.successSoft, color: vars.color.success },
    },
  },
});

export const value = style({ minBlockSize: '2.25rem', display: 'flex', alignItems: 'center' });

export const hint = style({
  gridColumn: '1 / -1',
  marginBlockStart: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** The one card shown when the stats could not be loaded: it spans both columns. */
export const failed = style({ gridColumn: '1 / -1' });
