import { style } from '@vanilla-extract/css';

/** The invisible marker after a long list's rendered items: when it nears the view, more render. */
export const sentinel = style({ blockSize: 1, inlineSize: 1, flexShrink: 0, listStyle: 'none' });
