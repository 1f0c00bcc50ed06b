import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inline } from '../../primitives/Layout/layoutClasses.css';

/**
 * The header lays itself out by its own width (a container), not the window's. Below 56rem the
 * full bar does not fit in every language, so it collapses into the Menu button.
 */
const headerContainer = createContainer();
const wide = `${headerContainer} (min-width: 56rem)`;

export const header = style({
  containerName: headerContainer,
  containerType: 'inline-size',
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

/** A bar that still does not fit (an operator's extra item, a long name) wraps, never squeezes. */
export const bar = style([
  inline.sm,
  {
    flexWrap: 'wrap',
    minBlockSize: '4rem',
    paddingBlock: vars.space.sm,
    // Narrow: a little less padding, so that the bar fits a small phone on one line.
    paddingInline: vars.space.md,
    '@container': { [wide]: { paddingInline: vars.space.lg } },
  },
]);
globalStyle(`${bar} svg`, { flexShrink: 0 });

export const brand = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  minInlineSize: '2.75rem',
  blockSize: '2.25rem',
  paddingInline: vars.space.sm,
  '@container': { [wide]: { marginInlineEnd: vars.space.sm } },
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.textOnPrimary,
  fontFamily: vars.font.latin,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  lineHeight: 1,
});

/** Narrow: the nav is one menu button pushed to the inline end; wide: a row after the brand. */
export const nav = style({
  marginInlineStart: 'auto',
  '@container': { [wide]: { marginInlineStart: 0 } },
});

export const wideList = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': { [wide]: { display: 'flex' } },
});

export const narrowMenu = style({
  display: 'flex',
  '@container': { [wide]: { display: 'none' } },
});

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '2.5rem',
  paddingInline: vars.space.md,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.primarySoft,
      color: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

/** The Dashboards menu button looks like its neighbours, current page included. */
export const dashboardsItem = style({});
globalStyle(`${dashboardsItem} > button[aria-current]`, {
  backgroundColor: vars.color.primarySoft,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
});
globalStyle(`${dashboardsItem} > button`, { whiteSpace: 'nowrap' });

export const actions = style([
  inline.xs,
  { '@container': { [wide]: { marginInlineStart: 'auto' } } },
]);

/** On a narrow screen logout lives in the collapsed menu. */
export const logoutSlot = style({
  display: 'none',
  '@container': { [wide]: { display: 'flex' } },
});

/** The initial of the signed-in person, in a round badge before their name. */
export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: '1.75rem',
  blockSize: '1.75rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
});

/** A long username is cut short in the bar (the menu and its name hold it whole). */
export const username = style({
  maxInlineSize: '10rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The cart: its icon and count always, its word when the bar is wide. */
export const cartButton = style([navButton, { gap: vars.space.xs, paddingInline: vars.space.sm }]);

/** The cart's place while its count is not known: its size, nothing shown. */
export const cartPending = style({ visibility: 'hidden' });

export const cartText = style({
  display: 'none',
  '@container': { [wide]: { display: 'inline' } },
});

export const cartCount = style({
  display: 'inline-grid',
  placeItems: 'center',
  minInlineSize: '1.5rem',
  blockSize: '1.5rem',
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primary,
  color: vars.color.textOnPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
