import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../primitives/Button';
import { SkeletonGroup } from '../../primitives/Skeleton';
import { RequestForm, type RequestMode, type UsdtRequest } from '../RequestForm';
import { TokenCard } from '../TokenCard';
import { PageHeading } from '../../shell/PageHeading';
import * as styles from './WalletPage.css';
import { messages } from './WalletPage.messages';

/** The three balances; shaped like the contract's `Wallet`. */
export interface WalletBalances {
  iziDolBalance: number;
  iziDotBalance: number;
  iziDomBalance: number;
}

export interface WalletPageProps {
  /** The balances; leave out while they load (placeholders stand in). */
  balances?: WalletBalances;
  /**
   * The balances could not be loaded: this (a `LoadError` with its retry) stands in for the
   * token cards.
   */
  balancesError?: ReactNode;
  /** The convert-tokens button was pressed. */
  onConvert: () => void;
  /** The request form's mode while it is open, `null` while it is closed (controlled). */
  requestMode: RequestMode | null;
  /**
   * Deposit or Withdraw on the iziDol card asks to open the form in that mode; cancel asks to
   * close it (`null`). The app closes it itself after a successful request.
   */
  onRequestModeChange: (mode: RequestMode | null) => void;
  /** A valid request from the form (see `RequestForm`). */
  onSubmitRequest: (request: UsdtRequest) => void;
  /** The request is on its way. */
  requestSubmitting?: boolean;
  /** The failed request's message, shown as "Error: {message}" in the open form. */
  requestError?: string | null;
  /** The person's USDT requests (a `UsdtRequestList`), shown under the cards. */
  requests?: ReactNode;
  /** The transactions list (the dashboard's `TransactionsList`), shown under the requests. */
  transactions?: ReactNode;
}

/**
 * The wallet page: the iziDol, iziDot and iziDom cards with their balances, the convert-tokens
 * button, the USDT request form opened from the iziDol card, the person's requests and the
 * transactions list.
 */
export function WalletPage({
  balances,
  balancesError,
  onConvert,
  requestMode,
  onRequestModeChange,
  onSubmitRequest,
  requestSubmitting = false,
  requestError,
  requests,
  transactions,
}: WalletPageProps) {
  const intl = useIntl();
  const titleId = useId();
  const tokenCards = (
    <div className={styles.cards}>
      <TokenCard
        token="iziDol"
        balance={balances?.iziDolBalance}
        actions={
          <>
            <Button size="sm" onClick={() => onRequestModeChange('deposit')}>
              {intl.formatMessage(messages.deposit)}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => onRequestModeChange('withdrawal')}>
              {intl.formatMessage(messages.withdraw)}
            </Button>
          </>
        }
      />
      <TokenCard token="iziDot" balance={balances?.iziDotBalance} />
      <TokenCard token="iziDom" balance={balances?.iziDomBalance} />
    </div>
  );
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <header className={styles.header}>
        <PageHeading
          id={titleId}
          title={intl.formatMessage(messages.title)}
          subtitle={intl.formatMessage(messages.subtitle)}
        />
        <Button variant="secondary" onClick={onConvert}>
          {intl.formatMessage(messages.convert)}
        </Button>
      </header>
      {balancesError ?? (balances ? tokenCards : <SkeletonGroup>{tokenCards}</SkeletonGroup>)}
      {requests}
      {transactions}
      <RequestForm
        open={requestMode !== null}
        mode={requestMode ?? 'deposit'}
        submitting={requestSubmitting}
        error={requestError}
        onSubmit={onSubmitRequest}
        onCancel={() => onRequestModeChange(null)}
      />
    </section>
  );
}
