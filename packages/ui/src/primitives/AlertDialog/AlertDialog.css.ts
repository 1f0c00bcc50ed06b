import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const message = recipe({
  base: {
    display: 'flex',
    alignItems: 'start',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: {
      info: { backgroundColor: vars.color.primarySoft },
      success: { backgroundColor: vars.color.successSoft },
      error: { backgroundColor: vars.color.dangerSoft },
    },
  },
});
