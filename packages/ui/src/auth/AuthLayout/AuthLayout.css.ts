import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cluster, column, inline, stack } from '../../primitives/Layout/layoutClasses.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100dvh',
  // A soft glow behind the card, centred so that it needs no mirroring.
  backgroundImage: `radial-gradient(ellipse 70% 45% at 50% 0%, ${vars.color.primarySoft}, transparent)`,
});

export const topBar = style([
  inline.md,
  { justifyContent: 'space-between', paddingBlock: vars.space.md, paddingInline: vars.space.lg },
]);

export const brand = style({
  display: 'inline-grid',
  placeItems: 'center',
  minInlineSize: '3rem',
  blockSize: '2.5rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.textOnPrimary,
  fontFamily: vars.font.latin,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  lineHeight: 1,
  boxShadow: vars.shadow.md,
});

export const main = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  selectors: { '&:focus': { outline: 'none' } },
});

export const card = style({
  inlineSize: '100%',
  maxInlineSize: '28rem',
  gap: vars.space.xl,
  '@media': { 'screen and (max-width: 30rem)': { padding: vars.space.lg } },
});

/**
 * Dimmed after a short delay, so that a screen that arrives at once never flashes; the cursor says
 * the wait meanwhile.
 */
export const cardLeaving = style([
  card,
  {
    opacity: 0.55,
    cursor: 'progress',
    transition: `opacity ${vars.motion.fast} ${vars.motion.easing} 150ms`,
  },
]);

export const intro = style([stack.xs]);

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  // Focused by script after a switch between screens, so that a screen reader starts there; it
  // is not a control, so it shows no focus ring.
  selectors: { '&:focus': { outline: 'none' } },
});

export const description = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const footer = style([
  cluster.xs,
  {
    alignItems: 'baseline',
    justifyContent: 'center',
    paddingBlockStart: vars.space.lg,
    borderBlockStart: `1px solid ${vars.color.border}`,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    textAlign: 'center',
  },
]);

/** A button that reads as a link (it changes the screen, it does not submit). */
export const linkButton = style({
  display: 'inline',
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.primary,
  fontSize: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { borderRadius: vars.radius.sm },
  },
});

export const divider = style([
  inline.md,
  {
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    selectors: {
      '&::before, &::after': {
        content: '""',
        flex: 1,
        borderBlockStart: `1px solid ${vars.color.border}`,
      },
    },
  },
]);

/** The fields of a form, one under the other. */
export const fields = style([column.lg]);

/** A row at the inline end of the fields (the forgot-password link). */
export const endRow = style({
  display: 'flex',
  justifyContent: 'end',
  marginBlockStart: `calc(-1 * ${vars.space.sm})`,
  fontSize: vars.fontSize.sm,
});

/** A link-button with an icon (a back arrow) before its text. */
export const linkButtonWithIcon = style([
  linkButton,
  { display: 'inline-flex', alignItems: 'center', gap: vars.space.xs },
]);
