import { style } from '@vanilla-extract/css';
import { stack } from '../../primitives/Layout/layoutClasses.css';
import { vars } from '../../theme/contract.css';

export const heading = style([stack.xs]);

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const subtitle = style({ color: vars.color.textMuted });
