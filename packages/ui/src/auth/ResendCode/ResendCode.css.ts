import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cluster } from '../../primitives/Layout/layoutClasses.css';

export const row = style([
  cluster.xs,
  {
    justifyContent: 'center',
    alignItems: 'baseline',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
  },
]);

/**
 * The live region stays in the page (a screen reader watches it before anything is said); empty,
 * it is taken out of the row's flow so that it takes no room, and with a message it takes a line.
 */
export const status = style({
  flexBasis: '100%',
  textAlign: 'center',
  color: vars.color.text,
  overflowWrap: 'anywhere',
  selectors: { '&:empty': { position: 'absolute' } },
});
