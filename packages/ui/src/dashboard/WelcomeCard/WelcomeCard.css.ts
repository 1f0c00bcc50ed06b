import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cluster, inline, stack } from '../../primitives/Layout/layoutClasses.css';

export const card = style([
  cluster.lg,
  {
    position: 'relative',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: vars.space.xl,
    overflow: 'hidden',
    borderRadius: vars.radius.lg,
    color: vars.color.textOnPrimary,
    background: `linear-gradient(135deg, ${vars.color.primaryHover} 0%, ${vars.color.primary} 100%)`,
    boxShadow: vars.shadow.md,
  },
]);

/** Two soft circles: decoration at the inline end, mirrored with the page. */
export const glow = style({
  position: 'absolute',
  insetBlockStart: '-4rem',
  insetInlineEnd: '-3rem',
  inlineSize: '14rem',
  blockSize: '14rem',
  borderRadius: '50%',
  background: 'rgb(255 255 255 / 0.12)',
  pointerEvents: 'none',
});

export const text = style([
  stack.xs,
  { position: 'relative', flex: '1 1 18rem', minInlineSize: 0 },
]);

export const greeting = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const subtitle = style({ opacity: 0.92 });

export const controls = style([
  inline.xxs,
  {
    position: 'relative',
    padding: vars.space.xs,
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.sm,
  },
]);
