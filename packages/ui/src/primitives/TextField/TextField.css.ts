import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inline, stack } from '../Layout/layoutClasses.css';

export const field = style([stack.xs, { minInlineSize: 0 }]);

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const control = style([
  inline.xs,
  {
    // As narrow as the field: an input's default width (about 20 characters) would otherwise
    // push the field out of a narrow screen.
    minInlineSize: 0,
    minBlockSize: '2.75rem',
    paddingInline: vars.space.md,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    selectors: {
      '&:focus-within': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '1px',
      },
      '&[data-invalid="true"]': { borderColor: vars.color.danger },
      // A disabled field (its own prop, or a disabled fieldset around it) sinks into the page and
      // mutes its text, still legible, so that it does not look like one waiting for input.
      '&:has(input:disabled)': {
        backgroundColor: vars.color.surfaceSunken,
        borderColor: vars.color.border,
        color: vars.color.textMuted,
        cursor: 'not-allowed',
      },
      // A field disabled while its form is sent still shows what was wrong with it.
      '&[data-invalid="true"]:has(input:disabled)': { borderColor: vars.color.danger },
    },
  },
]);

export const input = style({
  flex: 1,
  minInlineSize: 0,
  blockSize: '2.5rem',
  padding: 0,
  border: 0,
  background: 'transparent',
  textAlign: 'start',
  selectors: {
    '&:focus-visible': { outline: 'none' },
    '&:disabled': { color: 'inherit', cursor: 'not-allowed', opacity: 1 },
  },
});

export const adornment = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style([
  inline.xs,
  { fontSize: vars.fontSize.sm, color: vars.color.danger, overflowWrap: 'anywhere' },
]);
