import type { CSSProperties, ReactNode } from 'react';
import { type vars } from '../../theme/contract.css';
import * as styles from './Layout.css';
import { stack } from './layoutClasses.css';

type Space = keyof typeof vars.space;

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
      className={`${stack[gap]} ${styles.grid}`}
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

/** The content column of a page: centred, at most 80rem wide, its sections spaced apart. */
export function PageContent({ children }: { children: ReactNode }) {
  return <div className={styles.page}>{children}</div>;
}
