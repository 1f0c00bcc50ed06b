import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { column } from '../../primitives/Layout/layoutClasses.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
});

const mediaBase = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

/** The picture's backdrop: the brand's soft tint, or a neutral one. */
export const media = styleVariants({
  tinted: [mediaBase, { backgroundColor: vars.color.primarySoft }],
  neutral: [mediaBase, { backgroundColor: vars.color.surfaceSunken }],
});

const imageBase = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  maxInlineSize: 'none',
  objectFit: 'contain',
});

/** An illustration keeps a margin inside its frame; a photograph fills it. */
export const image = styleVariants({
  inset: [imageBase, { padding: vars.space.md }],
  full: [imageBase],
});

/** What cannot be had any more is shown faded. */
export const faded = style({ filter: 'grayscale(1)', opacity: 0.6 });

export const body = style([column.sm, { flex: 1, padding: vars.space.lg }]);

export const name = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  flex: 1,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});
