import { createContainer, style } from '@vanilla-extract/css';
import { whenTwoColumns } from '../../primitives/Layout/columns';

/** The dashboard's columns: at least this wide, with `Grid`'s default `lg` space between them. */
export const columnRem = 20;

/** The grid is the size container its cells query, since CSS cannot count its columns. */
const dashboard = createContainer();

export const grid = style({ containerName: dashboard, containerType: 'inline-size' });

/** At two columns the third card of a row of three would sit beside a hole: it takes the row. */
export const lastOfThree = style({
  '@container': { [`${dashboard} ${whenTwoColumns(columnRem, 'lg')}`]: { gridColumn: '1 / -1' } },
});
