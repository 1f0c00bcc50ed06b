import type { CSSProperties, ReactNode } from 'react';
import { type vars } from '../../theme/contract.css';
import * as styles from './Layout.css';

type Space = keyof typeof vars.space;

export const stackDirections = ['column', 'row'] as const;
export type StackDirection = (typeof stackDirections)[number];

export interface StackProps {
  children: ReactNode;
  direction?: StackDirection;
  gap?: Space;
  align?: keyof typeof styles.align;
  justify?: keyof typeof styles.justify;
  wrap?: boolean;
}

/** Children one after another, in a column or along the line, with the theme's spacing. */
export function Stack({
  children,
  direction = 'column',
  gap = 'lg',
  align,
  justify,
  wrap = false,
}: StackProps) {
  return (
    <div
      className={[
        styles.flex,
        styles.direction[direction],
        styles.gap[gap],
        align && styles.align[align],
        justify && styles.justify[justify],
        styles.wrap[wrap ? 'wrap' : 'nowrap'],
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {children}
    </div>
  );
}

export interface GridProps {
  children: ReactNode;
  /** The narrowest a column may be; as many columns fit as the width allows. */
  minColumnWidth?: string;
  gap?: Space;
}

/** A responsive grid: columns of at least `minColumnWidth`, filled in reading order. */
export function Grid({ children, minColumnWidth = '18rem', gap = 'lg' }: GridProps) {
  return (
    <div
      className={`${styles.grid} ${styles.gap[gap]}`}
      style={{ '--grid-min-column': minColumnWidth } as CSSProperties}
    >
      {children}
    </div>
  );
}

/** A child of `Grid` that takes the whole row. */
export function FullRow({ children }: { children: ReactNode }) {
  return <div className={styles.fullRow}>{children}</div>;
}

/** The content column of a page: centred, at most 80rem wide. */
export function PageContent({ children }: { children: ReactNode }) {
  return <div className={styles.page}>{children}</div>;
}
