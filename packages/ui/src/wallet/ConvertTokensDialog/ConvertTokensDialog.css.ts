import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cluster, column } from '../../primitives/Layout/layoutClasses.css';

export const body = style([column.md]);

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const fieldset = style([cluster.md, { margin: 0, padding: 0, border: 'none' }]);

export const radioLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '2.75rem',
});

export const unavailable = style([
  cluster.sm,
  { alignItems: 'center', justifyContent: 'space-between' },
]);
