import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The atoms `Stack` and `Grid` compose, one class per property and value (what a sprinkles set
 * would generate, without its per-breakpoint classes and its runtime, which nothing used).
 */
export const flex = style({ display: 'flex' });
export const direction = styleVariants({
  column: { flexDirection: 'column' },
  row: { flexDirection: 'row' },
});
export const wrap = styleVariants({ wrap: { flexWrap: 'wrap' }, nowrap: { flexWrap: 'nowrap' } });
export const align = styleVariants({
  stretch: { alignItems: 'stretch' },
  start: { alignItems: 'start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'end' },
  baseline: { alignItems: 'baseline' },
});
export const justify = styleVariants({
  start: { justifyContent: 'start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'end' },
  'space-between': { justifyContent: 'space-between' },
});
export const gap = styleVariants(vars.space, (space) => ({ gap: space }));

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

/**
 * A page grid's cells are drawn when they come near the screen (`content-visibility: auto`): the
 * first frame of a page of cards lays out only what is on screen (issue 14: on a phone the
 * dashboard's first frame with data was one task of about 100 ms at 4× CPU, 70 of it layout).
 * A skipped cell keeps its last size, 20rem before it was ever drawn. Its paint containment
 * would clip a card's shadow (`md`: 4px down, 12px blur) and focus rings at its edge; the clip
 * margin leaves room for them.
 */
globalStyle(`${grid} > *`, {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 20rem',
  overflowClipMargin: '1.5rem',
});
