import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  minInlineSize: 0,
});

export const text = style({ display: 'grid', flex: '1 1 auto', minInlineSize: 0 });

export const name = style({
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const job = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const income = style({
  display: 'grid',
  justifyItems: 'end',
  flex: '0 0 auto',
  fontSize: vars.fontSize.sm,
});

export const perDay = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xl,
  textAlign: 'center',
});

export const emptyTitle = style({ fontWeight: vars.fontWeight.bold });

export const emptyMessage = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
