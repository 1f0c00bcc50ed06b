import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  selectors: {
    '& + &': { borderBlockStart: `1px solid ${vars.color.border}` },
  },
});

export const icon = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    inlineSize: '2.5rem',
    blockSize: '2.5rem',
    borderRadius: '50%',
  },
  variants: {
    direction: {
      in: { backgroundColor: vars.color.successSoft, color: vars.color.success },
      out: { backgroundColor: vars.color.dangerSoft, color: vars.color.danger },
      neutral: { backgroundColor: vars.color.primarySoft, color: vars.color.primary },
    },
  },
});

export const main = style({ display: 'grid', minInlineSize: 0 });

export const type = style({ fontWeight: vars.fontWeight.medium });

export const when = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const figures = style({ display: 'grid', justifyItems: 'end', textAlign: 'end' });

export const amount = recipe({
  base: { fontWeight: vars.fontWeight.bold },
  variants: {
    direction: {
      in: { color: vars.color.success },
      out: { color: vars.color.text },
      neutral: { color: vars.color.text },
    },
  },
});

export const token = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const empty = style({
  paddingBlock: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const skeletonRow = style({
  display: 'grid',
  gridTemplateColumns: '2.5rem minmax(0, 1fr) 6rem',
  alignItems: 'center',
  gap: vars.space.md,
});

export const skipped = style({ marginBlockEnd: vars.space.sm });
