import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100dvh',
});

/** Hidden (still read) until focused; then at the inline start of the top, above the header. */
export const skipLink = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  zIndex: 10,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.textOnPrimary,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  boxShadow: vars.shadow.md,
  selectors: {
    '&:not(:focus)': {
      inlineSize: '1px',
      blockSize: '1px',
      padding: 0,
      margin: '-1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
      boxShadow: 'none',
    },
    '&:focus-visible': { outlineColor: vars.color.text, outlineOffset: '2px' },
  },
});

/** Only the frame: the content column (width, padding) is the page's own (e.g. PageContent). */
export const main = style({
  flex: 1,
  inlineSize: '100%',
  // Focus lands here from the skip link; the main area itself is not a control.
  selectors: { '&:focus': { outline: 'none' } },
});
