import type { ReactNode } from 'react';
import * as styles from './PageHeading.css';

export interface PageHeadingProps {
  /** The heading's id: the page's section is labelled by it. */
  id: string;
  title: ReactNode;
  /** The line under the heading. */
  subtitle: ReactNode;
}

/** A page's h1 and the line under it, for a page whose heading is not a card's (the wallet, the operator console). */
export function PageHeading({ id, title, subtitle }: PageHeadingProps) {
  return (
    <div className={styles.heading}>
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      <p className={styles.subtitle}>{subtitle}</p>
    </div>
  );
}
