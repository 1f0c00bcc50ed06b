import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatInteger } from '../../i18n/format';
import { useLocale } from '../../i18n/LocaleProvider';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton';
import { TokenAmount } from '../../primitives/TokenAmount';
import type { ItemId } from '../../model';
import * as styles from './OrdersList.css';
import { messages } from './OrdersList.messages';

/** The state of an order that is paid and waits for its delivery (the contract's). */
const ORDER_PENDING_DELIVERY = 'pending delivery';

/** One order: shaped like the contract's `Order`. */
export interface OrderView {
  id: ItemId;
  /** `pending delivery`, or another state a backend sends (shown as it came). */
  state: string;
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
                state={
                  order.state === ORDER_PENDING_DELIVERY
                    ? intl.formatMessage(messages.pendingDelivery)
                    : order.state
                }
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
                        <Amount priceDol={line.priceDol} costDom={line.costDom} />
                      </span>
                    </li>
                  ))}
                </ul>
                <dl className={styles.total}>
                  <dt>{intl.formatMessage(messages.total)}</dt>
                  <dd className={styles.amounts}>
                    <Amount priceDol={order.totalDol} costDom={order.totalDom} />
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

/** iziDol, plus iziDom when some was paid. */
function Amount({ priceDol, costDom }: { priceDol: number; costDom: number }) {
  const intl = useIntl();
  if (costDom <= 0) return <TokenAmount value={priceDol} token="usd" />;
  return intl.formatMessage(messages.withDom, {
    price: <TokenAmount key="price" value={priceDol} token="usd" />,
    dom: <TokenAmount key="dom" value={costDom} token="iziDom" />,
  });
}

interface OrderArticleProps {
  heading: ReactNode;
  state: string;
  placed: ReactNode;
  children: ReactNode;
}

function OrderArticle({ heading, state, placed, children }: OrderArticleProps) {
  const headId = useId();
  return (
    <article className={styles.order} aria-labelledby={headId}>
      <div className={styles.head}>
        <div id={headId}>{heading}</div>
        <span className={styles.state}>{state}</span>
      </div>
      {placed}
      {children}
    </article>
  );
}
