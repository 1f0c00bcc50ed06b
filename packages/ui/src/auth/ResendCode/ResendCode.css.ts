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

/** The live region stays in the page, empty until there is something to say. */
export const status = style({
  marginBlockStart: vars.space.sm,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
