import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cluster, stack } from '../../primitives/Layout/layoutClasses.css';

export const filters = style([stack.xs]);

export const filtersLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const filterButtons = style([cluster.xs]);
