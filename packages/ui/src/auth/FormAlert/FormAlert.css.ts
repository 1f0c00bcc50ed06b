import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inline } from '../../primitives/Layout/layoutClasses.css';

/**
 * The live region stays in the page (display is never none, so that assistive technology is
 * already watching it when a message arrives); empty, it has no height and no margin.
 */
export const region = style({
  selectors: {
    '&:not(:empty)': { marginBlockEnd: vars.space.lg },
    '&:focus-visible': { outlineOffset: '2px', borderRadius: vars.radius.md },
  },
});

export const message = style([
  inline.sm,
  {
    alignItems: 'start',
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.danger}`,
    backgroundColor: vars.color.dangerSoft,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'anywhere',
  },
]);

export const icon = style({ flexShrink: 0, color: vars.color.danger, marginBlockStart: '0.15em' });
