import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../i18n/locale';
import { BellIcon, LogoutIcon } from '../../icons';
import { IconButton } from '../../primitives/IconButton';
import { LanguageMenu } from '../../primitives/LanguageMenu';
import * as styles from './WelcomeCard.css';
import { messages } from './WelcomeCard.messages';

export interface WelcomeCardProps {
  /** The user label (the app hard-codes it: no user entity is fetched). */
  userName: string;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  /** The notification bell (decorative in the product: it has nothing to show yet). */
  onNotifications?: () => void;
  onLogout: () => void;
}

/** The dashboard's greeting, with language, notification and logout controls. */
export function WelcomeCard({
  userName,
  locale,
  onLocaleChange,
  onNotifications,
  onLogout,
}: WelcomeCardProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <span className={styles.glow} aria-hidden="true" />
      <div className={styles.text}>
        <h2 id={headingId} className={styles.greeting}>
          {intl.formatMessage(messages.greeting, { name: userName })}
        </h2>
        <p className={styles.subtitle}>{intl.formatMessage(messages.subtitle)}</p>
      </div>
      <div className={styles.controls}>
        <LanguageMenu value={locale} onChange={onLocaleChange} />
        <IconButton
          label={intl.formatMessage(messages.notifications)}
          icon={<BellIcon />}
          onClick={onNotifications}
        />
        <IconButton
          label={intl.formatMessage(messages.logout)}
          icon={<LogoutIcon />}
          onClick={onLogout}
        />
      </div>
    </section>
  );
}
