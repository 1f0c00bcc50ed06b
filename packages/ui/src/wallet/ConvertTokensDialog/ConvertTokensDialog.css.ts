import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const fieldset = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({ fontWeight: 600, marginBlockEnd: vars.space.sm, padding: 0 });

export const radioLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '2.75rem',
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
});

export const figureLabel = style({ color: vars.color.textMuted });

export const figureValue = style({ margin: 0, textAlign: 'end' });

export const unavailable = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
