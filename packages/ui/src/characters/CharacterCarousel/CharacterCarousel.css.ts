import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cluster, inline, stack } from '../../primitives/Layout/layoutClasses.css';

export const root = style([stack.lg, { minInlineSize: 0 }]);

export const header = style([inline.md, { justifyContent: 'space-between' }]);

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const position = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

const narrow = 'screen and (max-width: 40rem)';

/** Previous, the slide, next; on a narrow screen the arrows move under the slide. */
export const stage = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"previous slide next"',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': {
    [narrow]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"slide slide slide" "previous . next"',
      rowGap: vars.space.md,
    },
  },
});

export const stageSingle = style({
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"slide"',
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"slide"' } },
});

export const previous = style({ gridArea: 'previous' });
export const next = style({ gridArea: 'next' });
export const slideArea = style({ gridArea: 'slide', minInlineSize: 0 });

export const slide = style([
  stack.lg,
  {
    padding: vars.space.xl,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    boxShadow: vars.shadow.md,
    minInlineSize: 0,
    '@media': { 'screen and (max-width: 30rem)': { padding: vars.space.lg } },
  },
]);

export const identity = style([cluster.xl, { alignItems: 'center' }]);

export const identityText = style([stack.md, { flex: '1 1 14rem', minInlineSize: 0 }]);

export const name = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const facts = style([cluster.lg, { margin: 0 }]);

export const fact = style([stack.xxs]);

export const term = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const typeBadge = style({
  display: 'inline-block',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
  gap: vars.space.md,
  columnGap: vars.space.xl,
});

export const actions = style([cluster.sm, { justifyContent: 'end' }]);

export const empty = style([
  stack.md,
  {
    justifyItems: 'center',
    padding: vars.space.xxl,
    borderRadius: vars.radius.lg,
    border: `1px dashed ${vars.color.borderStrong}`,
    backgroundColor: vars.color.surface,
    textAlign: 'center',
  },
]);

export const emptyIcon = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '4rem',
  blockSize: '4rem',
  borderRadius: '50%',
  backgroundColor: vars.color.primarySoft,
  color: vars.color.primary,
});

export const emptyTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const emptyMessage = style({ maxInlineSize: '32rem', color: vars.color.textMuted });
