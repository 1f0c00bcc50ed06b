import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatInteger } from '../../i18n/format';
import { useLocale } from '../../i18n/LocaleProvider';
import { Button } from '../../primitives/Button';
import { ListStates } from '../../primitives/ListStates';
import { OrderAmount } from '../../shop/OrdersList/OrdersList';
import { messages as orderMessages } from '../../shop/OrdersList/OrdersList.messages';
import { OrderStateBadge, orderStates, type OrderState } from '../../shop/OrdersList/orderParts';
import { newestFirst } from '../../wallet/UsdtRequestList/UsdtRequestList';
import { useDateTime } from '../../wallet/UsdtRequestList/usdtRequestParts';
import type { OperatorOrderView, ReviewTarget } from '../model';
import * as styles from './OperatorConsole.css';
import { messages } from './OperatorConsole.messages';
import { Detail, QueueRow, QueueSection } from './QueueSection';

export interface OrderQueueProps {
  orders?: readonly OperatorOrderView[] | undefined;
  loading?: boolean;
  loadError?: ReactNode;
  notAvailable?: boolean;
  filter: OrderState;
  onFilterChange: (state: OrderState) => void;
  onReview: (target: ReviewTarget) => void;
  timeZone?: string;
}

const stateLabels = {
  'pending delivery': orderMessages.pendingDelivery,
  delivered: orderMessages.delivered,
  cancelled: orderMessages.cancelled,
} as const;

/** The orders in one state, newest first; one pending delivery can be delivered or cancelled. */
export function OrderQueue({
  orders,
  loading = false,
  loadError,
  notAvailable = false,
  filter,
  onFilterChange,
  onReview,
  timeZone,
}: OrderQueueProps) {
  const intl = useIntl();
  const { numberLocale } = useLocale();
  const dateTime = useDateTime(timeZone);
  return (
    <QueueSection
      title={intl.formatMessage(messages.orders)}
      busy={loading}
      filter={{
        value: filter,
        onChange: onFilterChange,
        options: orderStates.map((state) => ({
          value: state,
          label: intl.formatMessage(stateLabels[state]),
        })),
      }}
    >
      <ListStates
        items={orders}
        loading={loading}
        loadError={loadError}
        notAvailable={notAvailable}
        empty={intl.formatMessage(messages.ordersEmpty)}
      >
        {(items) => (
          <ul className={styles.list} aria-label={intl.formatMessage(messages.orderList)}>
            {newestFirst(items).map((order) => (
              <li key={order.id}>
                <QueueRow
                  heading={(id) => (
                    <h3 id={id} className={styles.rowTitle}>
                      {intl.formatMessage(messages.order, {
                        number:
                          typeof order.id === 'number'
                            ? formatInteger(order.id, numberLocale)
                            : order.id,
                      })}
                    </h3>
                  )}
                  state={<OrderStateBadge state={order.state} />}
                >
                  <dl className={styles.details}>
                    <Detail term={intl.formatMessage(messages.person)}>
                      <bdi>{order.username}</bdi>
                    </Detail>
                    <Detail term={intl.formatMessage(messages.items)}>
                      <ul className={styles.lines}>
                        {order.lines.map((line) => (
                          <li key={line.itemId} dir="auto">
                            {intl.formatMessage(messages.line, {
                              name: line.name,
                              count: formatInteger(line.quantity, numberLocale),
                            })}
                          </li>
                        ))}
                      </ul>
                    </Detail>
                    <Detail term={intl.formatMessage(messages.total)}>
                      <OrderAmount priceDol={order.totalDol} costDom={order.totalDom} />
                    </Detail>
                    <Detail term={intl.formatMessage(messages.placed)}>
                      <time dateTime={order.createdAt}>{dateTime(order.createdAt)}</time>
                    </Detail>
                    {order.reviewer && (
                      <Detail term={intl.formatMessage(messages.reviewer)}>
                        <bdi>{order.reviewer}</bdi>
                      </Detail>
                    )}
                    {order.reason && (
                      <Detail term={intl.formatMessage(messages.reason)}>
                        <bdi>{order.reason}</bdi>
                      </Detail>
                    )}
                  </dl>
                  {order.state === 'pending delivery' && (
                    <div className={styles.actions}>
                      <Button
                        size="sm"
                        onClick={() => onReview({ action: 'deliver', id: order.id })}
                      >
                        {intl.formatMessage(messages.deliver)}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => onReview({ action: 'cancel', id: order.id })}
                      >
                        {intl.formatMessage(messages.cancelOrder)}
                      </Button>
                    </div>
                  )}
                </QueueRow>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </QueueSection>
  );
}
