import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { stack } from '../Layout/layoutClasses.css';

export const note = style({ margin: 0, color: vars.color.textMuted });

export const skeleton = style([stack.sm]);
