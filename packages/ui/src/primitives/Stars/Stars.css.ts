import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const stars = style({ display: 'inline-flex', gap: vars.space.xxs });
export const filled = style({ color: vars.color.star, fill: 'currentColor' });
export const empty = style({ color: vars.color.starEmpty });
