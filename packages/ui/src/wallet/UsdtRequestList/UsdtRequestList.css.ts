import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cluster, column, stackList } from '../../primitives/Layout/layoutClasses.css';

export const list = style([stackList.sm]);

export const item = style([
  column.xs,
  {
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surfaceSunken,
  },
]);

export const head = style([cluster.sm, { alignItems: 'center', justifyContent: 'space-between' }]);

export const itemTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const amount = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const reason = style({ margin: 0, overflowWrap: 'anywhere' });

export { panel as section, panelTitle as title } from '../../shop/panel.css';
