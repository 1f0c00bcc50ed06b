import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import {
  cluster,
  column,
  inline,
  stack,
  stackList,
} from '../../primitives/Layout/layoutClasses.css';

// The page's frame is the wallet page's (and its heading, PageHeading): the two sit side by side
// in the app.
export { page } from '../../wallet/WalletPage/WalletPage.css';

export const sectionHead = style([
  cluster.md,
  { alignItems: 'end', justifyContent: 'space-between' },
]);

export const filter = style([inline.sm, { fontSize: vars.fontSize.sm }]);

export const select = style({
  minBlockSize: '2.5rem',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const list = style([stackList.sm]);

export const row = style([
  column.sm,
  {
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surfaceSunken,
  },
]);

export const rowHead = style([
  cluster.sm,
  { alignItems: 'center', justifyContent: 'space-between' },
]);

export const rowTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const detail = style([stack.xxs, { minInlineSize: 0, alignContent: 'start' }]);

export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const lines = style([stackList.xxs]);

export const actions = style([cluster.sm]);

export const auditEntry = style([
  stack.xxs,
  {
    paddingBlock: vars.space.sm,
    borderBlockEnd: `1px solid ${vars.color.border}`,
  },
]);

export const auditWhat = style({ fontWeight: vars.fontWeight.bold });

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const form = style([stack.md]);

export const failure = style([
  inline.xs,
  { margin: 0, color: vars.color.danger, alignItems: 'start', overflowWrap: 'anywhere' },
]);

export { panel as section, panelTitle as sectionTitle } from '../../shop/panel.css';
