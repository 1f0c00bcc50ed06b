import { createContainer, style } from '@vanilla-extract/css';

/** The dashboard's columns: at least this wide, with the `lg` space between them. */
export const columnRem = 20;
const gapRem = 1;

/**
 * CSS cannot ask a grid how many columns it has made, but the grid's width tells: two columns
 * of `columnRem` fit from 2 × 20 + 1 rem, three from 3 × 20 + 2 × 1 rem. The grid is therefore
 * the container its cells query.
 */
const dashboard = createContainer();
const twoColumns = `${dashboard} (${2 * columnRem + gapRem}rem <= width < ${3 * columnRem + 2 * gapRem}rem)`;

export const grid = style({ containerName: dashboard, containerType: 'inline-size' });

/** At two columns the third card of a row of three would sit beside a hole: it takes the row. */
export const lastOfThree = style({
  '@container': { [twoColumns]: { gridColumn: '1 / -1' } },
});
