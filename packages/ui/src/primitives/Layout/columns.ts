import { lightTokens } from '../../theme/tokens';

type Space = keyof typeof lightTokens.space;

/**
 * The container condition under which a grid of `auto-fit` columns at least `columnRem` wide,
 * `gap` apart (a spacing token, the same in every theme), has exactly two of them. CSS cannot
 * count a grid's columns, but its width tells: two fit from 2 × column + gap, three from
 * 3 × column + 2 × gap.
 */
export function whenTwoColumns(columnRem: number, gap: Space): string {
  const gapRem = parseFloat(lightTokens.space[gap]);
  return `(${2 * columnRem + gapRem}rem <= width < ${3 * columnRem + 2 * gapRem}rem)`;
}
