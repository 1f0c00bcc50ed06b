import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ArrowForwardIcon } from '../../icons';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton';
import { TokenAmount } from '../../primitives/TokenAmount';
import * as styles from './WalletSummary.css';
import { messages } from './WalletSummary.messages';

export interface WalletSummaryProps {
  /** The three balances (the contract's `Wallet`); while missing, placeholders show. */
  wallet?: { iziDolBalance: number; iziDotBalance: number; iziDomBalance: number } | null;
  loading?: boolean;
  /**
   * The card's call failed: this (a `LoadError` with its retry) shows in the card instead of
   * placeholders, while the other cards show their data.
   */
  loadError?: ReactNode;
  /** Opens the wallet page. */
  onManage: () => void;
}

const rows = [
  { token: 'iziDol', key: 'iziDolBalance', name: messages.iziDol, role: messages.iziDolRole },
  { token: 'iziDot', key: 'iziDotBalance', name: messages.iziDot, role: messages.iziDotRole },
  { token: 'iziDom', key: 'iziDomBalance', name: messages.iziDom, role: messages.iziDomRole },
] as const;

/** The three token balances, with two decimals, and a button to the wallet page. */
export function WalletSummary({
  wallet,
  loading = false,
  loadError,
  onManage,
}: WalletSummaryProps) {
  const intl = useIntl();
  return (
    <Card
      title={intl.formatMessage(messages.title)}
      actions={
        <Button
          variant="ghost"
          size="sm"
          iconEnd={<ArrowForwardIcon size={16} />}
          onClick={onManage}
        >
          {intl.formatMessage(messages.manage)}
        </Button>
      }
    >
      {loadError ? (
        loadError
      ) : loading || !wallet ? (
        <SkeletonGroup>
          {rows.map((row) => (
            <Skeleton key={row.token} shape="rect" height="3.75rem" />
          ))}
        </SkeletonGroup>
      ) : (
        <ul className={styles.list}>
          {rows.map((row) => (
            <li key={row.token} className={styles.row}>
              <span className={styles.dot({ token: row.token })} aria-hidden="true" />
              <span className={styles.name}>
                <span className={styles.tokenName}>{intl.formatMessage(row.name)}</span>
                <span className={styles.role}>{intl.formatMessage(row.role)}</span>
              </span>
              <TokenAmount value={wallet[row.key]} token={row.token} size="lg" />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
