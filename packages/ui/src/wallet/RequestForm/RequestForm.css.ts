import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inline, stack } from '../../primitives/Layout/layoutClasses.css';

export const form = style([stack.lg]);

export const intro = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const failure = style([
  inline.sm,
  {
    alignItems: 'start',
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.dangerSoft,
    color: vars.color.danger,
    fontSize: vars.fontSize.sm,
    overflowWrap: 'anywhere',
  },
]);

export const failureIcon = style({ flexShrink: 0 });
