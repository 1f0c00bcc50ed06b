import { memo, useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ItemId, Open } from '../../model';
import { ListStates } from '../../primitives/ListStates';
import * as styles from './UsdtRequestList.css';
import { messages, requestMessages } from './UsdtRequestList.messages';
import {
  UsdtRequestStateBadge,
  useDateTime,
  useUsdtAmount,
  useUsdtRequestType,
  type UsdtRequestState,
  type UsdtRequestType,
} from './usdtRequestParts';

/** One of the person's own USDT requests, as izi's `GET /api/usdt/requests` gives it. */
export interface UsdtRequestView {
  id: ItemId;
  type: Open<UsdtRequestType>;
  /** In USDT. */
  amount: number;
  /** A deposit's transaction proof. */
  proof?: string | null;
  /** A withdrawal's wallet address. */
  address?: string | null;
  state: Open<UsdtRequestState>;
  /** Why it was rejected. */
  reason?: string | null;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601; null until reviewed. */
  reviewedAt?: string | null;
}

export interface UsdtRequestListProps {
  /** The requests in any order (they are shown newest first); undefined while they load. */
  requests?: readonly UsdtRequestView[] | undefined;
  /** @default false */
  loading?: boolean;
  /** The requests could not be loaded: this (a `LoadError` with its retry) stands in for them. */
  loadError?: ReactNode;
  /**
   * The server does not offer the list (404, 405 or 501): it says "not available yet".
   * @default false
   */
  notAvailable?: boolean;
  /** The time zone the dates are written in (the browser's by default). */
  timeZone?: string;
  /** @default 2 */
  headingLevel?: 2 | 3;
}

/** Newest first by `createdAt`; a date that cannot be read goes last. */
export function newestFirst<T extends { createdAt: string }>(items: readonly T[]): T[] {
  const time = (item: T) => Date.parse(item.createdAt) || -Infinity;
  return [...items].sort((a, b) => time(b) - time(a));
}

/**
 * "Your requests" on the wallet: each USDT deposit and withdrawal with its amount, dates and
 * state (pending, approved, or rejected with the operator's reason), newest first.
 *
 * Memoized: a page re-renders it whenever one of its dialogs opens or closes.
 */
export const UsdtRequestList = memo(function UsdtRequestList({
  requests,
  loading = false,
  loadError,
  notAvailable = false,
  timeZone,
  headingLevel = 2,
}: UsdtRequestListProps) {
  const intl = useIntl();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const ItemHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const typeText = useUsdtRequestType();
  const usdt = useUsdtAmount();
  const dateTime = useDateTime(timeZone);

  return (
    <section className={styles.section} aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Heading id={titleId} className={styles.title}>
        {intl.formatMessage(messages.title)}
      </Heading>
      <ListStates
        items={requests}
        loading={loading}
        loadError={loadError}
        notAvailable={notAvailable}
        empty={intl.formatMessage(messages.empty)}
      >
        {(items) => (
          <ul className={styles.list} aria-label={intl.formatMessage(messages.list)}>
            {newestFirst(items).map((request) => (
              <li key={request.id}>
                <RequestArticle
                  heading={
                    <ItemHeading className={styles.itemTitle}>{typeText(request.type)}</ItemHeading>
                  }
                  state={<UsdtRequestStateBadge state={request.state} />}
                >
                  <p className={styles.amount}>
                    <bdi>{usdt(request.amount)}</bdi>
                  </p>
                  <p className={styles.muted}>
                    <time dateTime={request.createdAt}>
                      {intl.formatMessage(requestMessages.requested, {
                        date: dateTime(request.createdAt),
                      })}
                    </time>
                  </p>
                  {request.reviewedAt && (
                    <p className={styles.muted}>
                      <time dateTime={request.reviewedAt}>
                        {intl.formatMessage(requestMessages.reviewed, {
                          date: dateTime(request.reviewedAt),
                        })}
                      </time>
                    </p>
                  )}
                  {request.reason && (
                    <p className={styles.reason}>
                      {intl.formatMessage(requestMessages.reason, {
                        reason: <bdi key="reason">{request.reason}</bdi>,
                      })}
                    </p>
                  )}
                </RequestArticle>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </section>
  );
});

function RequestArticle({
  heading,
  state,
  children,
}: {
  heading: ReactNode;
  state: ReactNode;
  children: ReactNode;
}) {
  const headId = useId();
  return (
    <article className={styles.item} aria-labelledby={headId}>
      <div className={styles.head}>
        <div id={headId}>{heading}</div>
        {state}
      </div>
      {children}
    </article>
  );
}
