import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { stackList } from '../../primitives/Layout/layoutClasses.css';

export const list = style([stackList.sm]);

export const link = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  inlineSize: '100%',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceSunken } },
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '2.5rem',
  blockSize: '2.5rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.primary,
});

export const text = style({ display: 'grid', minInlineSize: 0 });

export const label = style({ fontWeight: vars.fontWeight.bold });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const chevron = style({ color: vars.color.textMuted });
