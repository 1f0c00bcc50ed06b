import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The parts a form dialog's content is made of, the same in every such dialog. */

/** Figures as a list of terms and values: each term at the start, its value at the end. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
});

export const figureLabel = style({ color: vars.color.textMuted });

export const figureValue = style({ margin: 0, textAlign: 'end' });

/** The legend of a fieldset of choices. */
export const legend = style({ fontWeight: 600, marginBlockEnd: vars.space.sm, padding: 0 });
