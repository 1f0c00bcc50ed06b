import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cluster, inline, stack } from '../../primitives/Layout/layoutClasses.css';
import { facts as detailsFacts } from '../MedallionDetailsCard/MedallionDetailsCard.css';

export const body = style([cluster.xl, { alignItems: 'center' }]);

export const preview = style([
  stack.sm,
  { flex: '0 0 auto', justifyItems: 'center', margin: 0, marginInline: 'auto' },
]);

export const previewLabel = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const image = style({
  inlineSize: '8.5rem',
  blockSize: '8.5rem',
  borderRadius: '50%',
  background: `radial-gradient(circle, ${vars.color.primarySoft} 0%, transparent 70%)`,
});

/** The medallion's facts, laid out as its details card lays them out. */
export const facts = style([detailsFacts, { flex: '1 1 14rem', minInlineSize: 0 }]);

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style([
  inline.xs,
  { margin: 0, fontWeight: vars.fontWeight.medium, fontVariantNumeric: 'tabular-nums' },
]);

export const nextCapacity = style({ color: vars.color.success, fontWeight: vars.fontWeight.bold });

export const fieldset = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

export const legend = style({
  gridColumn: '1 / -1',
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const option = style([
  inline.sm,
  {
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    cursor: 'pointer',
    selectors: {
      '&:has(input:checked)': {
        borderColor: vars.color.primary,
        backgroundColor: vars.color.primarySoft,
        fontWeight: vars.fontWeight.medium,
      },
      '&:has(input:focus-visible)': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
      '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
]);

export const radio = style({
  margin: 0,
  inlineSize: '1.125rem',
  blockSize: '1.125rem',
  accentColor: vars.color.primary,
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const insufficient = style([
  inline.sm,
  {
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.warningSoft,
    color: vars.color.warning,
    fontWeight: vars.fontWeight.bold,
  },
]);

export const error = style([
  inline.sm,
  {
    alignItems: 'start',
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.dangerSoft,
    color: vars.color.danger,
    fontWeight: vars.fontWeight.medium,
    overflowWrap: 'anywhere',
  },
]);
