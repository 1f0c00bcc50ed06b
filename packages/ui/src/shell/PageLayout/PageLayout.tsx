import { useRef, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './PageLayout.css';
import { messages } from './PageLayout.messages';

export interface PageLayoutProps {
  /** The page's header (the `Header`). */
  header: ReactNode;
  /** The page's footer (the `Footer`). */
  footer: ReactNode;
  /** The page itself, inside `<main>`; it brings its own content column (e.g. `PageContent`). */
  children: ReactNode;
  /** The id of `<main>`, the skip link's target. */
  mainId?: string;
}

/**
 * A signed-in page: a "Skip to main content" link (the first thing Tab reaches), the header,
 * the main content and the footer. The link moves focus into `<main>` itself (tabIndex -1),
 * without touching the address (a fragment would make a history entry that names no page).
 */
export function PageLayout({ header, footer, children, mainId = 'main-content' }: PageLayoutProps) {
  const intl = useIntl();
  const main = useRef<HTMLElement>(null);
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!main.current) return;
    event.preventDefault();
    main.current.focus();
    main.current.scrollIntoView({ block: 'start' });
  };
  return (
    <div className={styles.root}>
      <a href={`#${mainId}`} className={styles.skipLink} onClick={skip}>
        {intl.formatMessage(messages.skipToMain)}
      </a>
      {header}
      <main ref={main} id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {footer}
    </div>
  );
}
