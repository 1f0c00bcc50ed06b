import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Skeleton } from '../../primitives/Skeleton';
import { TokenAmount } from '../../primitives/TokenAmount';
import * as styles from './TokenCard.css';
import { messages } from './TokenCard.messages';

/** The wallet's three tokens: the stable coin, the in-game currency, the reward token. */
export const walletTokens = ['iziDol', 'iziDot', 'iziDom'] as const;
export type WalletToken = (typeof walletTokens)[number];

const names = {
  iziDol: messages.iziDolName,
  iziDot: messages.iziDotName,
  iziDom: messages.iziDomName,
};
const roles = {
  iziDol: messages.iziDolRole,
  iziDot: messages.iziDotRole,
  iziDom: messages.iziDomRole,
};

export interface TokenCardProps {
  token: WalletToken;
  /** The balance, shown with exactly two decimals; `undefined` while it loads (a placeholder). */
  balance?: number;
  /** Buttons under the balance (deposit and withdraw on the iziDol card). */
  actions?: ReactNode;
}

/** One token of the wallet: its name, what it is, and its balance. A region named by the token. */
export function TokenCard({ token, balance, actions }: TokenCardProps) {
  const intl = useIntl();
  const nameId = useId();
  return (
    <section className={styles.card({ token })} aria-labelledby={nameId}>
      <div className={styles.header}>
        <h2 id={nameId} className={styles.name}>
          {intl.formatMessage(names[token])}
        </h2>
        <p className={styles.role}>{intl.formatMessage(roles[token])}</p>
      </div>
      <p className={styles.balance}>
        <span className={styles.balanceLabel}>{intl.formatMessage(messages.balance)}</span>
        {balance === undefined ? (
          <Skeleton width="9rem" height="1.75rem" />
        ) : (
          <span className={styles.amount}>
            <TokenAmount value={balance} token={token} size="lg" />
          </span>
        )}
      </p>
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
