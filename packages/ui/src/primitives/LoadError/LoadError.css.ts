import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inline, stack } from '../Layout/layoutClasses.css';

export const root = style([
  stack.md,
  {
    justifyItems: 'center',
    paddingBlock: vars.space.xl,
    paddingInline: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.danger}`,
    backgroundColor: vars.color.dangerSoft,
    color: vars.color.text,
    textAlign: 'center',
    overflowWrap: 'anywhere',
  },
]);

export const message = style([
  inline.sm,
  { alignItems: 'start', lineHeight: vars.lineHeight.normal },
]);

export const icon = style({ flexShrink: 0, color: vars.color.danger, marginBlockStart: '0.2em' });
