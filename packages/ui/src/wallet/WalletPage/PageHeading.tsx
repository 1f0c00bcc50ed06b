import type { ReactNode } from 'react';
import * as styles from './WalletPage.css';

export interface PageHeadingProps {
  /** The heading's id: the page's section is labelled by it. */
  id: string;
  title: ReactNode;
  /** The line under the heading. */
  subtitle: ReactNode;
}

/** A page's h1 and the line under it, as the wallet page and the operator console show them. */
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
