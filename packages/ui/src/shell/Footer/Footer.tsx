import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/LocaleProvider';
import * as styles from './Footer.css';
import { messages } from './Footer.messages';

export const footerLinks = ['about', 'support', 'terms'] as const;
export type FooterLink = (typeof footerLinks)[number];

export interface FooterProps {
  /**
   * About, support and terms lead nowhere yet: the app answers with a "not available
   * yet" notice.
   */
  onLinkSelect: (link: FooterLink) => void;
  /** The copyright year; the spec's footer says 2025. */
  year?: number;
}

/** The signed-in footer: three links and the copyright line. */
export function Footer({ onLinkSelect, year = 2025 }: FooterProps) {
  const intl = useIntl();
  const { numberLocale } = useLocale();
  // A year is not grouped (2025, not 2,025), in the locale's digits.
  const formattedYear = new Intl.NumberFormat(numberLocale, { useGrouping: false }).format(year);
  return (
    <footer className={styles.footer}>
      <ul className={styles.links}>
        {footerLinks.map((link) => (
          <li key={link}>
            <button type="button" className={styles.link} onClick={() => onLinkSelect(link)}>
              {intl.formatMessage(messages[link])}
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.copyright}>
        {intl.formatMessage(messages.copyright, { year: formattedYear })}
      </p>
    </footer>
  );
}
