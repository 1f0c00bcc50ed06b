import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { column, inline } from '../../primitives/Layout/layoutClasses.css';

export const body = style([column.md]);

export const fieldset = style([column.sm, { margin: 0, padding: 0, border: 'none' }]);

export const option = style([
  inline.sm,
  { justifyContent: 'space-between', minBlockSize: '2.75rem' },
]);

export const radioLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: { '&[data-disabled]': { color: vars.color.textMuted } },
});
