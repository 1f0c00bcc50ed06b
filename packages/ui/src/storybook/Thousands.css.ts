import { style } from '@vanilla-extract/css';

/** A box of a fixed height that scrolls: a list of thousands is shot at its start, whatever it holds. */
export const scrollBox = style({
  blockSize: '40rem',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});
