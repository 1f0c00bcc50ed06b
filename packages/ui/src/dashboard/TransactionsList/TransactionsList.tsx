import {
  tokenTypes as transactionTokens,
  transactionTypes,
  type TokenType as TransactionToken,
  type TransactionType,
} from '@izi/domain';
import { memo, type ComponentType, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ArrowForwardIcon, type IconProps } from '../../icons';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { incrementalSentinel, useIncrementalList } from '../../primitives/IncrementalList';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton';
import { SkippedItems } from '../../primitives/SkippedItems';
import { isOneOf, type ItemId, type Open } from '../../model';
import { QuestionIcon } from '../icons';
import { TokenAmount, useFormatTokenAmount, type Token } from '../../primitives/TokenAmount';
import { CoinIcon, MedalIcon, ReceiveIcon, SendIcon, SwapIcon, TagIcon } from '../icons';
import * as styles from './TransactionsList.css';
import { messages } from './TransactionsList.messages';

/** The transaction types and their tokens, from `@izi/domain`. */
export {
  transactionTypes,
  tokenTypes as transactionTokens,
  type TransactionType,
  type TokenType as TransactionToken,
} from '@izi/domain';

export const transactionDirections = ['in', 'out', 'neutral'] as const;
export type TransactionDirection = (typeof transactionDirections)[number];

/** A transaction as the contract sends it: `amount` is a magnitude, the type gives its sign. */
export interface TransactionData {
  id: ItemId;
  /** A type the library does not know is shown as it came, with a neutral icon and no sign. */
  transactionType: Open<TransactionType>;
  /** A token the library does not know is shown as it came, its amount as a plain number. */
  tokenType: Open<TransactionToken>;
  amount: number;
  /** ISO 8601 date and time. */
  timestamp: string;
}

/**
 * Which way a transaction moves tokens. CREDIT, MINT and CHARACTER_SALE bring tokens in; DEBIT
 * and MEDALLION_UPGRADE take them out. CONVERT is neutral: it exchanges one of the user's tokens
 * for another, and a single record (one token, one amount) cannot say which side it is, so it is
 * shown without a sign rather than with a guessed one.
 */
export function transactionDirection(type: Open<TransactionType>): TransactionDirection {
  switch (type) {
    case 'CREDIT':
    case 'MINT':
    case 'CHARACTER_SALE':
      return 'in';
    case 'DEBIT':
    case 'MEDALLION_UPGRADE':
      return 'out';
    default: // CONVERT, and any type the library does not know
      return 'neutral';
  }
}

/** The amount with the sign its direction gives: positive in, negative out, as is when neutral. */
export function signedAmount(transaction: Pick<TransactionData, 'transactionType' | 'amount'>) {
  const magnitude = Math.abs(transaction.amount);
  return transactionDirection(transaction.transactionType) === 'out' ? -magnitude : magnitude;
}

const icons: Record<TransactionType, ComponentType<IconProps>> = {
  CREDIT: ReceiveIcon,
  DEBIT: SendIcon,
  CONVERT: SwapIcon,
  MINT: CoinIcon,
  CHARACTER_SALE: TagIcon,
  MEDALLION_UPGRADE: MedalIcon,
};

const tokenOf: Record<TransactionToken, Exclude<Token, 'usd'>> = {
  IZIDOL: 'iziDol',
  IZIDOT: 'iziDot',
  IZIDOM: 'iziDom',
};

export interface TransactionsListProps {
  /** Newest first, as the contract sends them; while missing, placeholders show. */
  transactions?: readonly TransactionData[] | null;
  /** @default false */
  loading?: boolean;
  /**
   * The list could not be loaded: this (a `LoadError` with its retry) shows in the card instead
   * of placeholders or rows.
   */
  loadError?: ReactNode;
  /** How many transactions the server sent that could not be read (a note says so). */
  skipped?: number;
  /** Shows at most this many. */
  limit?: number;
  /** When given, a view-all control in the heading row calls it (to open the full list). */
  onViewAll?: () => void;
  /**
   * The time zone dates are shown in (an IANA name); the person's own by default. Stories fix
   * it so that screenshots do not depend on the machine.
   */
  timeZone?: string;
}

/**
 * The latest transactions: what happened (icon and words, not colour alone), in which token,
 * the signed amount and when, in the locale's date and time.
 *
 * Memoized: a page re-renders it whenever one of its dialogs opens or closes.
 */
export const TransactionsList = memo(function TransactionsList({
  transactions,
  loading = false,
  loadError,
  skipped,
  limit,
  onViewAll,
  timeZone,
}: TransactionsListProps) {
  const intl = useIntl();
  const formatAmount = useFormatTokenAmount();
  // Thousands of transactions (the wallet's whole history) render as they come into view.
  const { visible, more, setSentinel, itemProps } = useIncrementalList(
    transactions && limit !== undefined
      ? transactions.slice(0, Math.max(0, limit))
      : (transactions ?? []),
  );
  const title = intl.formatMessage(messages.title);
  const actions = onViewAll && (
    <Button variant="ghost" size="sm" iconEnd={<ArrowForwardIcon size={16} />} onClick={onViewAll}>
      {intl.formatMessage(messages.viewAll)}
    </Button>
  );

  if (loadError) {
    return (
      <Card title={title} actions={actions}>
        {loadError}
      </Card>
    );
  }

  if (loading || !transactions) {
    return (
      <Card title={title} actions={actions}>
        <SkeletonGroup>
          {[0, 1, 2, 3].map((index) => (
            <div key={index} className={styles.skeletonRow}>
              <Skeleton shape="circle" width="2.5rem" height="2.5rem" />
              <Skeleton width="70%" height="2rem" />
              <Skeleton height="2rem" />
            </div>
          ))}
        </SkeletonGroup>
      </Card>
    );
  }

  const shown = limit === undefined ? transactions : transactions.slice(0, Math.max(0, limit));

  return (
    <Card title={title} actions={actions}>
      <SkippedItems count={skipped} className={styles.skipped} />
      {shown.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage(messages.empty)}</p>
      ) : (
        <ul className={styles.list}>
          {visible.map((transaction, index) => {
            const direction = transactionDirection(transaction.transactionType);
            const { transactionType: type, tokenType: token } = transaction;
            const Icon = isOneOf(transactionTypes, type) ? icons[type] : QuestionIcon;
            const knownToken = isOneOf(transactionTokens, token) ? token : null;
            const date = new Date(transaction.timestamp);
            return (
              <li key={transaction.id} className={styles.row} {...itemProps(index)}>
                <span className={styles.icon({ direction })} aria-hidden="true">
                  <Icon />
                </span>
                <span className={styles.main}>
                  <span className={styles.type}>
                    {isOneOf(transactionTypes, type) ? intl.formatMessage(messages[type]) : type}
                  </span>
                  <time className={styles.when} dateTime={transaction.timestamp}>
                    {intl.formatMessage(messages.when, {
                      date: intl.formatDate(date, { dateStyle: 'medium', timeZone }),
                      time: intl.formatTime(date, { timeStyle: 'short', timeZone }),
                    })}
                  </time>
                </span>
                <span className={styles.figures}>
                  <span className={styles.amount({ direction })}>
                    {knownToken ? (
                      <TokenAmount
                        value={signedAmount(transaction)}
                        token={tokenOf[knownToken]}
                        signed={direction !== 'neutral'}
                      />
                    ) : (
                      <bdi dir="ltr">
                        {formatAmount(signedAmount(transaction), 'iziDol', direction !== 'neutral')}
                      </bdi>
                    )}
                  </span>
                  <span className={styles.token} dir="auto">
                    {knownToken ? intl.formatMessage(messages[knownToken]) : token}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {more && <div ref={setSentinel} className={incrementalSentinel} />}
    </Card>
  );
});
