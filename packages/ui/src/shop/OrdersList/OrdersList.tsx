import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatInteger } from '../../i18n/format';
import { useLocale } from '../../i18n/LocaleProvider';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton';
import { TokenAmount } from '../../primitives/TokenAmount';
import type { ItemId, Open } from '../../model';
import { OrderStateBadge, type OrderState } from './orderParts';
import * as styles from './OrdersList.css';
import { messages } from './OrdersList.messages';

/** One order: shaped like the contract's `Order`. */
export interface OrderView {
  id: ItemId;
  /** `pending delivery`, `delivered`, `cancelled`, or another state (shown as it came). */
  state: Open<OrderState>;
  /** Why it was cancelled. */
  reason?: string | null;
  /** An ISO 8601 date and time. */
  createdAt: string;
  lines: readonly {
    itemId: ItemId;
    name: string;
    quantity: number;
    priceDol: number;
    costDom: number;
  }[];
  totalDol: number;
  totalDom: number;
}

export interface OrdersListProps {
  /** Newest first; undefined while they load. */
  orders?: readonly OrderView[] | undefined;
  loading?: boolean;
  /** The orders could not be loaded: this (a `LoadError` with its retry) stands in for them. */
  loadError?: ReactNode;
  /** The time zone the dates are written in (the browser's by default). */
  timeZone?: string;
  headingLevel?: 2 | 3;
}

/** The person's iziShop orders: each with its items, total, date and state. */
export function OrdersList({
  orders,
  loading = false,
  loadError,
  timeZone,
  headingLevel = 2,
}: OrdersListProps) {
  const intl = useIntl();
  const { numberLocale } = useLocale();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const OrderHeading = `h${headingLevel + 1}` as 'h3' | 'h4';

  let content: ReactNode;
  if (loadError) content = loadError;
  else if (loading || !orders)
    content = (
      <SkeletonGroup>
        <div className={styles.skeleton}>
          <Skeleton height="5rem" />
          <Skeleton height="5rem" />
        </div>
      </SkeletonGroup>
    );
  else if (orders.length === 0)
    content = <p className={styles.empty}>{intl.formatMessage(messages.empty)}</p>;
  else
    content = (
      <ul className={styles.list} aria-label={intl.formatMessage(messages.list)}>
        {orders.map((order) => {
          const date = new Date(order.createdAt);
          const number =
            typeof order.id === 'number' ? formatInteger(order.id, numberLocale) : order.id;
          return (
            <li key={order.id}>
              <OrderArticle
                heading={
                  <OrderHeading className={styles.orderTitle}>
                    {intl.formatMessage(messages.order, { number })}
                  </OrderHeading>
                }
                state={<OrderStateBadge state={order.state} />}
                placed={
                  <time dateTime={order.createdAt} className={styles.muted}>
                    {intl.formatMessage(messages.placed, {
                      date: intl.formatDate(date, {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                        timeZone,
                      }),
                    })}
                  </time>
                }
                reason={
                  order.reason ? (
                    <p className={styles.reason}>
                      {intl.formatMessage(messages.reason, {
                        reason: <bdi key="reason">{order.reason}</bdi>,
                      })}
                    </p>
                  ) : null
                }
              >
                <ul className={styles.lines}>
                  {order.lines.map((line) => (
                    <li key={line.itemId} className={styles.line}>
                      <span dir="auto">
                        {intl.formatMessage(messages.line, {
                          name: line.name,
                          count: formatInteger(line.quantity, numberLocale),
                        })}
                      </span>
                      <span className={styles.amounts}>
                        <OrderAmount priceDol={line.priceDol} costDom={line.costDom} />
                      </span>
                    </li>
                  ))}
                </ul>
                <dl className={styles.total}>
                  <dt>{intl.formatMessage(messages.total)}</dt>
                  <dd className={styles.amounts}>
                    <OrderAmount priceDol={order.totalDol} costDom={order.totalDom} />
                  </dd>
                </dl>
              </OrderArticle>
            </li>
          );
        })}
      </ul>
    );

  return (
    <section className={styles.orders} aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Heading id={titleId} className={styles.title}>
        {intl.formatMessage(messages.title)}
      </Heading>
      {content}
    </section>
  );
}

/** An order's amount: iziDol, plus iziDom when some was paid. */
export function OrderAmount({ priceDol, costDom }: { priceDol: number; costDom: number }) {
  const intl = useIntl();
  if (costDom <= 0) return <TokenAmount value={priceDol} token="usd" />;
  return intl.formatMessage(messages.withDom, {
    price: <TokenAmount key="price" value={priceDol} token="usd" />,
    dom: <TokenAmount key="dom" value={costDom} token="iziDom" />,
  });
}

interface OrderArticleProps {
  heading: ReactNode;
  state: ReactNode;
  placed: ReactNode;
  reason: ReactNode;
  children: ReactNode;
}

function OrderArticle({ heading, state, placed, reason, children }: OrderArticleProps) {
  const headId = useId();
  return (
    <article className={styles.order} aria-labelledby={headId}>
      <div className={styles.head}>
        <div id={headId}>{heading}</div>
        {state}
      </div>
      {placed}
      {reason}
      {children}
    </article>
  );
}
