import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The library's one layer of layout: each component's styles compose these classes
 * (`style([stack.md, { ... }])`) instead of writing `display`, direction and `gap` again. Each is
 * keyed by the theme's spacing, so a gap is always a token.
 */

/** Children one under another on a grid: they take the full width, with `gap` between them. */
export const stack = styleVariants(vars.space, (gap) => ({ display: 'grid', gap }));

/** Children one under another in a flex column, where a child may grow (`flex: 1`) or shrink. */
export const column = styleVariants(vars.space, (gap) => ({
  display: 'flex',
  flexDirection: 'column',
  gap,
}));

/** Children along the line, centred on it (an icon beside its text, a row of buttons). */
export const inline = styleVariants(vars.space, (gap) => ({
  display: 'flex',
  alignItems: 'center',
  gap,
}));

/** Children along the line that wrap onto the next one when the line is full. */
export const cluster = styleVariants(vars.space, (gap) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap,
}));

/** A list laid out as a `stack`: no bullets and no indent. */
export const stackList = styleVariants(vars.space, (gap) => ({
  display: 'grid',
  gap,
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));
