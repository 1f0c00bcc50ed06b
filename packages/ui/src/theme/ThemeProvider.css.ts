import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

export const themeRoot = style({
  minBlockSize: '100%',
  color: vars.color.text,
  backgroundColor: vars.color.background,
});
