import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { stack } from './layoutClasses.css';

/**
 * `Grid` adds its columns to a `stack` of its gap. `auto-fit`: a grid with fewer cells than
 * columns would fit (a medallion page's two) stretches them across the row instead of leaving
 * empty columns.
 */
export const grid = style({
  /** `--grid-min-column` is set per grid by the component. */
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, var(--grid-min-column, 18rem)), 1fr))',
  alignItems: 'start',
});

/** A grid cell that spans the whole row. */
export const fullRow = style({ gridColumn: '1 / -1' });

/** A page's sections, one under another with the `xl` space between them. */
export const page = style([
  stack.xl,
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    inlineSize: '100%',
    maxInlineSize: '80rem',
    marginInline: 'auto',
    paddingBlock: vars.space.xl,
    paddingInline: vars.space.lg,
  },
]);

/**
 * A page grid's cells are drawn when they come near the screen (`content-visibility: auto`), so
 * that the first frame of a page of cards lays out only what is on screen. A skipped cell keeps
 * its last size, 20rem before it was ever drawn. Its paint containment would clip a card's shadow
 * and focus rings at its edge; the clip margin leaves room for them.
 */
globalStyle(`${grid} > *`, {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 20rem',
  overflowClipMargin: '1.5rem',
});
