import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { inline } from '../Layout/layoutClasses.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '2.5rem',
  paddingInline: vars.space.md,
  border: `1px solid transparent`,
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-current="true"]': { color: vars.color.primary },
  },
});

export const popover = recipe({
  base: {
    margin: 0,
    inset: 'auto',
    minInlineSize: '12rem',
    padding: vars.space.xs,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.md,
    // The self- keywords follow the menu's own direction (inherited from where it is written),
    // not the viewport's: in the top layer the containing block is the viewport, whose
    // direction is the document root's, which need not be the locale's (Storybook's canvases).
    positionArea: 'self-block-end span-self-inline-end',
    positionTryFallbacks: 'flip-block, flip-inline',
    marginBlockStart: vars.space.xs,
    selectors: { '&:popover-open': { display: 'flex' } },
  },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', gap: vars.space.xs },
    },
  },
});

export const item = style([
  inline.sm,
  {
    minBlockSize: '2.5rem',
    paddingInline: vars.space.md,
    border: 0,
    borderRadius: vars.radius.sm,
    backgroundColor: 'transparent',
    color: vars.color.text,
    textAlign: 'start',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&:hover, &:focus-visible': {
        backgroundColor: vars.color.primarySoft,
        outlineOffset: '-2px',
      },
      '&[aria-current="page"], &[aria-checked="true"]': {
        color: vars.color.primary,
        fontWeight: vars.fontWeight.bold,
      },
      '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'default' },
      '&[aria-disabled="true"]:hover': { backgroundColor: 'transparent' },
    },
  },
]);

export const check = style({ inlineSize: '1.25rem', flexShrink: 0 });
