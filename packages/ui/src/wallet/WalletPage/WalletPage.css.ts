import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { whenTwoColumns } from '../../primitives/Layout/columns';
import { vars } from '../../theme/contract.css';
import { cluster, stack } from '../../primitives/Layout/layoutClasses.css';

export const page = style([stack.xl, { minInlineSize: 0 }]);

export const header = style([cluster.md, { alignItems: 'end', justifyContent: 'space-between' }]);

/** The token cards' columns: at least this wide, with the `lg` space between them. */
const cardRem = 16;
const tokenCards = createContainer();

/** The three token cards; the grid is the size container its cards query. */
export const cards = style({
  containerName: tokenCards,
  containerType: 'inline-size',
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${cardRem}rem), 1fr))`,
  gap: vars.space.lg,
});

/** Where two columns fit but not three (a tablet), iziDom takes the row instead of half of it. */
globalStyle(`${cards} > :nth-child(3)`, {
  '@container': { [`${tokenCards} ${whenTwoColumns(cardRem, 'lg')}`]: { gridColumn: '1 / -1' } },
});
