import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-block',
    paddingInline: vars.space.sm,
    paddingBlock: vars.space.xxs,
    borderRadius: vars.radius.pill,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      waiting: { backgroundColor: vars.color.warningSoft },
      done: { backgroundColor: vars.color.successSoft },
      refused: { backgroundColor: vars.color.dangerSoft },
    },
  },
});
