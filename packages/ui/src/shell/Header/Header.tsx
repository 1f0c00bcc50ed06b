import { useIntl } from 'react-intl';
import { formatInteger } from '../../i18n/format';
import { useLocale } from '../../i18n/LocaleProvider';
import { CartIcon, LogoutIcon, MenuIcon } from '../../icons';
import type { Locale } from '../../i18n/locale';
import { Button } from '../../primitives/Button';
import { LanguageMenu } from '../../primitives/LanguageMenu';
import { Menu, type MenuItem } from '../../primitives/Menu';
import { visuallyHidden } from '../../theme/utils.css';
import { dashboardPageIds, isDashboardPageId, pageIds, type PageId } from '../pageIds';
import * as styles from './Header.css';
import { messages } from './Header.messages';

export interface HeaderProps {
  /**
   * The page being shown; its control is marked with aria-current (unless
   * `operatorConsoleCurrent`).
   */
  currentPage: PageId;
  onNavigate: (page: PageId) => void;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  /** Logout on this device. */
  onLogout: () => void;
  /**
   * Logout on every device (every session of the person ends). When given, the bar's Log out
   * opens a menu of both, and the collapsed menu has both.
   */
  onLogoutEverywhere?: () => void;
  /**
   * How many items the iziShop cart holds. When given, a Cart button
   * with the count leads to the cart page; undefined (no cart) hides it. `'pending'` (not known
   * yet) keeps the button's place, empty and invisible, so nothing in the bar moves when the count
   * comes.
   */
  cartCount?: number | 'pending';
  /**
   * Opens the operator console. Given only for an operator: an "Operator console" link then
   * follows the other pages (and joins the collapsed menu).
   */
  onOperatorConsole?: () => void;
  /** The operator console is the page being shown: its link carries aria-current. */
  operatorConsoleCurrent?: boolean;
  /**
   * Who is signed in. When given, the bar's logout control is the account: the username after its
   * initial as an avatar, opening the logout menu; the collapsed menu says who is signed in above
   * its logout items. Without it (not known), the bar shows Log out as before.
   */
  username?: string;
}

/** The pages with a button of their own in the header (the dashboards share a menu). */
const navPageIds = ['marketplace', 'wallet', 'izishop'] as const satisfies readonly PageId[];

/** Medallion types are written in Latin capitals in every language. */
const medallionTypes = { peta: 'PETA', beta: 'BETA', ata: 'ATA', alpha: 'ALPHA' } as const;

const LOGOUT = 'logout';
/** Keeps the cart's word and count two words in its text, as in its name (axe compares them). */
const wordGap = ' ';
const LOGOUT_EVERYWHERE = 'logout-everywhere';
const OPERATOR_CONSOLE = 'operator-console';
const SIGNED_IN_AS = 'signed-in-as';

/** The first letter of a name, as a capital (its first character for a name without case). */
const initialOf = (name: string) => (Array.from(name.trim())[0] ?? '').toLocaleUpperCase();

/** The initial in a round badge; hidden from screen readers, which hear the name itself. */
function Avatar({ name }: { name: string }) {
  return (
    <span className={styles.avatar} aria-hidden="true">
      {initialOf(name)}
    </span>
  );
}

/**
 * The signed-in header: the brand, a Dashboards menu (main, PETA, BETA, ATA, ALPHA), the
 * marketplace, wallet and iziShop (and the operator console for an operator), the language menu
 * and logout (a menu of this device and every device, when the app offers both; behind the
 * person's name and initial when it is known). The current page's control
 * carries aria-current (the Dashboards button too, when a dashboard is shown). When the header
 * is narrower than 56rem, the navigation and logout collapse into one Menu button; the language
 * menu stays in the bar.
 */
export function Header({
  currentPage,
  onNavigate,
  locale,
  onLocaleChange,
  onLogout,
  onLogoutEverywhere,
  cartCount,
  onOperatorConsole,
  operatorConsoleCurrent = false,
  username: givenUsername,
}: HeaderProps) {
  const intl = useIntl();
  const { numberLocale } = useLocale();
  const username = givenUsername?.trim() || undefined;
  // On the operator console, its link is the one current page.
  const shown: PageId | null = operatorConsoleCurrent ? null : currentPage;
  const logoutItems: MenuItem[] = [
    { id: LOGOUT, label: intl.formatMessage(messages.logout) },
    ...(onLogoutEverywhere
      ? [{ id: LOGOUT_EVERYWHERE, label: intl.formatMessage(messages.logoutEverywhere) }]
      : []),
  ];
  const label = {
    marketplace: intl.formatMessage(messages.marketplace),
    wallet: intl.formatMessage(messages.wallet),
    izishop: intl.formatMessage(messages.izishop),
  };

  const dashboardItems: MenuItem[] = dashboardPageIds.map((page) => ({
    id: page,
    label: page === 'main' ? intl.formatMessage(messages.main) : medallionTypes[page],
    current: page === shown,
  }));

  const collapsedItems: MenuItem[] = [
    ...dashboardPageIds.map((page) => ({
      id: page,
      label:
        page === 'main'
          ? intl.formatMessage(messages.mainDashboard)
          : intl.formatMessage(messages.typeDashboard, { type: medallionTypes[page] }),
      current: page === shown,
    })),
    ...navPageIds.map((page) => ({ id: page, label: label[page], current: page === shown })),
    ...(onOperatorConsole
      ? [
          {
            id: OPERATOR_CONSOLE,
            label: intl.formatMessage(messages.operatorConsole),
            current: operatorConsoleCurrent,
          },
        ]
      : []),
    ...(username
      ? [
          {
            id: SIGNED_IN_AS,
            label: intl.formatMessage(messages.signedInAs, { username }),
            disabled: true,
          },
        ]
      : []),
    ...logoutItems,
  ];

  const select = (id: string) => {
    if (id === LOGOUT) {
      onLogout();
      return;
    }
    if (id === LOGOUT_EVERYWHERE) {
      onLogoutEverywhere?.();
      return;
    }
    if (id === OPERATOR_CONSOLE) {
      onOperatorConsole?.();
      return;
    }
    const page = pageIds.find((candidate) => candidate === id);
    if (page) onNavigate(page);
  };

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <span className={styles.brand} lang="en" dir="ltr">
          {intl.formatMessage(messages.brand)}
        </span>
        <nav aria-label={intl.formatMessage(messages.navigation)} className={styles.nav}>
          <ul className={styles.wideList}>
            <li className={styles.dashboardsItem}>
              <Menu
                label={intl.formatMessage(messages.dashboards)}
                items={dashboardItems}
                current={shown !== null && isDashboardPageId(shown)}
                onSelect={select}
              />
            </li>
            {navPageIds.map((page) => (
              <li key={page}>
                <button
                  type="button"
                  className={styles.navButton}
                  aria-current={page === shown ? 'page' : undefined}
                  onClick={() => onNavigate(page)}
                >
                  {label[page]}
                </button>
              </li>
            ))}
            {onOperatorConsole && (
              <li>
                <button
                  type="button"
                  className={styles.navButton}
                  aria-current={operatorConsoleCurrent ? 'page' : undefined}
                  onClick={onOperatorConsole}
                >
                  {intl.formatMessage(messages.operatorConsole)}
                </button>
              </li>
            )}
          </ul>
          <div className={styles.narrowMenu}>
            <Menu
              // The icon alone on a phone's width: the word stays the button's name.
              label={<span className={visuallyHidden}>{intl.formatMessage(messages.menu)}</span>}
              icon={<MenuIcon size={18} />}
              items={collapsedItems}
              onSelect={select}
            />
          </div>
        </nav>
        <div className={styles.actions}>
          {cartCount === 'pending' ? (
            // The cart's place while its count is not known: the button's size, nothing shown,
            // nothing to focus or to read.
            <button
              type="button"
              className={`${styles.cartButton} ${styles.cartPending}`}
              aria-hidden="true"
              tabIndex={-1}
              disabled
            >
              <CartIcon size={18} />
              <span className={styles.cartText}>{intl.formatMessage(messages.cart)}</span>
              {wordGap}
              <span className={styles.cartCount}>{formatInteger(0, numberLocale)}</span>
            </button>
          ) : cartCount === undefined ? null : (
            <button
              type="button"
              className={styles.cartButton}
              aria-current={shown === 'cart' ? 'page' : undefined}
              aria-label={intl.formatMessage(messages.cartLabel, {
                count: cartCount,
                n: formatInteger(cartCount, numberLocale),
              })}
              onClick={() => onNavigate('cart')}
            >
              <CartIcon size={18} />
              <span className={styles.cartText}>{intl.formatMessage(messages.cart)}</span>
              {wordGap}
              <span className={styles.cartCount} aria-hidden="true">
                {formatInteger(cartCount, numberLocale)}
              </span>
            </button>
          )}
          <LanguageMenu value={locale} onChange={onLocaleChange} />
          <span className={styles.logoutSlot}>
            {username ? (
              <Menu
                // Named by its text, which starts with what it shows: "sara, account".
                label={
                  <>
                    <span className={styles.username} dir="auto" aria-hidden="true">
                      {username}
                    </span>
                    <span className={visuallyHidden}>
                      {intl.formatMessage(messages.account, { username })}
                    </span>
                  </>
                }
                icon={<Avatar name={username} />}
                items={logoutItems}
                onSelect={select}
              />
            ) : onLogoutEverywhere ? (
              <Menu
                label={intl.formatMessage(messages.logout)}
                icon={<LogoutIcon size={18} />}
                items={logoutItems}
                onSelect={select}
              />
            ) : (
              <Button variant="secondary" icon={<LogoutIcon size={18} />} onClick={onLogout}>
                {intl.formatMessage(messages.logout)}
              </Button>
            )}
          </span>
        </div>
      </div>
    </header>
  );
}
