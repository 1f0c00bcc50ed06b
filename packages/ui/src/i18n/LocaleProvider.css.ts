import { style } from '@vanilla-extract/css';

/** The element that carries `lang` and `dir` in `scope="element"`: no box of its own. */
export const container = style({ display: 'contents' });
