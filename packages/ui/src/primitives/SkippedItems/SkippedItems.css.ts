import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inline } from '../Layout/layoutClasses.css';

export const root = style([
  inline.sm,
  {
    alignItems: 'start',
    margin: 0,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
  },
]);

export const icon = style({ flexShrink: 0, marginBlockStart: '0.15em' });
