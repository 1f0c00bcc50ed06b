import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cluster } from '../../primitives/Layout/layoutClasses.css';

export const footer = style([
  cluster.md,
  {
    alignItems: 'center',
    justifyContent: 'space-between',
    paddingBlock: vars.space.lg,
    paddingInline: vars.space.lg,
    borderBlockStart: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
  },
]);

export const links = style([cluster.xs, { margin: 0, padding: 0, listStyle: 'none' }]);

export const link = style({
  minBlockSize: '2.25rem',
  paddingInline: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.text,
  fontSize: 'inherit',
  textDecoration: 'underline',
  textDecorationColor: vars.color.borderStrong,
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.primary, textDecorationColor: 'currentColor' },
  },
});

export const copyright = style({ margin: 0 });
