import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../i18n/locale';
import { Card } from '../../primitives/Card';
import { LanguageMenu } from '../../primitives/LanguageMenu';
import * as styles from './AuthLayout.css';
import { messages } from './AuthLayout.messages';

export interface AuthLayoutProps {
  /** The screen's heading (an h1). */
  title: ReactNode;
  /** A line under the heading. */
  description?: ReactNode;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  /** The screen's content: its form and other ways in. */
  children: ReactNode;
  /** Under a rule at the end of the card: the switch to the other screen. */
  footer?: ReactNode;
  /**
   * Focus the heading when the screen appears: set it when the person switched here from
   * another signed-out screen (focus would otherwise fall back to the page), not on first load.
   */
  focusTitle?: boolean;
  /**
   * The person asked for another screen that is not there yet (its code is on its way): the card
   * is dimmed, busy and inert, so nothing is typed into a form that is about to go.
   */
  leaving?: boolean;
}

/** What every signed-out screen takes from the app. */
export interface AuthScreenProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  /** Focus the heading on appearing: the app sets it after a switch between screens. */
  focusTitle?: boolean;
  /** Another screen was asked for and is on its way: this one takes no input meanwhile. */
  leaving?: boolean;
}

/**
 * The frame every signed-out screen shares: a top bar with the brand mark and, at its inline
 * end, the language menu (a person who does not read Persian, the default, needs it on every
 * screen), and the screen in a card. Everything is laid out with logical properties, so the
 * whole frame mirrors in Persian and Arabic.
 */
export function AuthLayout({
  title,
  description,
  locale,
  onLocaleChange,
  children,
  footer,
  focusTitle = false,
  leaving = false,
}: AuthLayoutProps) {
  const intl = useIntl();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <div className={styles.page}>
      <header className={styles.topBar}>
        <span className={styles.brand} lang="en" dir="ltr">
          {intl.formatMessage(messages.brand)}
        </span>
        <LanguageMenu value={locale} onChange={onLocaleChange} />
      </header>
      <main className={styles.main}>
        <Card
          as="section"
          tone="raised"
          padding="lg"
          className={leaving ? styles.cardLeaving : styles.card}
          aria-labelledby={titleId}
          aria-busy={leaving || undefined}
          inert={leaving}
        >
          <div className={styles.intro}>
            <h1 ref={titleRef} id={titleId} className={styles.title} tabIndex={-1}>
              {title}
            </h1>
            {description && <p className={styles.description}>{description}</p>}
          </div>
          {children}
          {footer && <div className={styles.footer}>{footer}</div>}
        </Card>
      </main>
    </div>
  );
}

/** A rule with "or" in the middle, between a form and another way to sign in. */
export function AuthDivider() {
  const intl = useIntl();
  return <p className={styles.divider}>{intl.formatMessage(messages.or)}</p>;
}
