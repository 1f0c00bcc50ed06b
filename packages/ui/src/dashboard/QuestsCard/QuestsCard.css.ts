import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const quest = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.md,
});

export const badge = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '2.25rem',
  blockSize: '2.25rem',
  borderRadius: '50%',
  backgroundColor: vars.color.primarySoft,
  color: vars.color.primary,
});

export const badgeDone = style({
  backgroundColor: vars.color.successSoft,
  color: vars.color.success,
});

export const body = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const done = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  color: vars.color.success,
  fontWeight: vars.fontWeight.medium,
});
