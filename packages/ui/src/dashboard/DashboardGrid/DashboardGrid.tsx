import type { ReactNode } from 'react';
import { Grid } from '../../primitives/Layout';
import * as styles from './DashboardGrid.css';

/**
 * The dashboard's grid: one column on a phone, two on a tablet, three on a wide screen. Its cards
 * come in rows of three between full rows; `LastOfThree` keeps such a row without a hole when
 * only two columns fit.
 */
export function DashboardGrid({ children }: { children: ReactNode }) {
  return (
    <div className={styles.grid}>
      <Grid minColumnWidth={`${styles.columnRem}rem`}>{children}</Grid>
    </div>
  );
}

/** The third card of a row of three: where the grid has two columns, it takes the whole row. */
export function LastOfThree({ children }: { children: ReactNode }) {
  return <div className={styles.lastOfThree}>{children}</div>;
}
