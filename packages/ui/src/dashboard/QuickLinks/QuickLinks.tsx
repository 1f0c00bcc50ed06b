import { useIntl } from 'react-intl';
import { ChevronForwardIcon } from '../../icons';
import { Card } from '../../primitives/Card';
import { BagIcon, StoreIcon, WalletIcon } from '../icons';
import * as styles from './QuickLinks.css';
import { messages } from './QuickLinks.messages';

/** The pages the quick links lead to, named as the app's pages are. */
export const quickLinkTargets = ['marketplace', 'wallet', 'iziShop'] as const;
export type QuickLinkTarget = (typeof quickLinkTargets)[number];

export interface QuickLinksProps {
  onNavigate: (target: QuickLinkTarget) => void;
}

const links = {
  marketplace: { label: messages.marketplace, hint: messages.marketplaceHint, Icon: StoreIcon },
  wallet: { label: messages.wallet, hint: messages.walletHint, Icon: WalletIcon },
  iziShop: { label: messages.iziShop, hint: messages.iziShopHint, Icon: BagIcon },
} as const;

/** Shortcuts to the marketplace, the wallet and iziShop. */
export function QuickLinks({ onNavigate }: QuickLinksProps) {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage(messages.title)}>
      <ul className={styles.list}>
        {quickLinkTargets.map((target) => {
          const { label, hint, Icon } = links[target];
          return (
            <li key={target}>
              <button type="button" className={styles.link} onClick={() => onNavigate(target)}>
                <span className={styles.icon} aria-hidden="true">
                  <Icon />
                </span>
                <span className={styles.text}>
                  <span className={styles.label}>{intl.formatMessage(label)}</span>
                  <span className={styles.hint}>{intl.formatMessage(hint)}</span>
                </span>
                <ChevronForwardIcon className={styles.chevron} />
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
