import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cluster, inline, stack } from '../../primitives/Layout/layoutClasses.css';

export const body = style([cluster.xl, { alignItems: 'center' }]);

export const imageFrame = style({
  flex: '0 0 auto',
  display: 'grid',
  placeItems: 'center',
  inlineSize: '11rem',
  blockSize: '11rem',
  borderRadius: '50%',
  background: `radial-gradient(circle, ${vars.color.primarySoft} 0%, transparent 70%)`,
});

export const image = style({ inlineSize: '10rem', blockSize: '10rem' });

export const details = style([stack.md, { flex: '1 1 14rem', minInlineSize: 0 }]);

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style([inline.sm, { margin: 0, fontWeight: vars.fontWeight.medium }]);

export const capacity = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const meter = style({
  flex: '1 1 auto',
  maxInlineSize: '8rem',
  blockSize: '0.375rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const meterFill = style({
  display: 'block',
  blockSize: '100%',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primary,
});

export const next = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const maxLevel = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'start',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.warningSoft,
  color: vars.color.warning,
  fontWeight: vars.fontWeight.bold,
});

export const upgrade = style({ justifySelf: 'start' });

export const error = style([
  inline.md,
  {
    alignItems: 'start',
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.dangerSoft,
    color: vars.color.danger,
  },
]);

export const errorTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const errorText = style({ color: vars.color.text });

export const errorDetail = style({ marginBlockStart: vars.space.md });
