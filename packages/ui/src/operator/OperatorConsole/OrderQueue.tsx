import { useIntl } from 'react-intl';
import { formatInteger } from '../../i18n/format';
import { useLocale } from '../../i18n/LocaleProvider';
import { OrderAmount } from '../../shop/OrdersList/OrdersList';
import { messages as orderMessages } from '../../shop/OrdersList/OrdersList.messages';
import { OrderStateBadge, orderStates, type OrderState } from '../../shop/OrdersList/orderParts';
import { useDateTime } from '../../wallet/UsdtRequestList/usdtRequestParts';
import type { OperatorOrderView } from '../model';
import * as styles from './OperatorConsole.css';
import { messages } from './OperatorConsole.messages';
import {
  Detail,
  Queue,
  QueueRow,
  ReviewButtons,
  ReviewDetails,
  type QueueProps,
} from './QueueSection';

const stateLabels = {
  'pending delivery': orderMessages.pendingDelivery,
  delivered: orderMessages.delivered,
  cancelled: orderMessages.cancelled,
} as const;

export type OrderQueueProps = QueueProps<OperatorOrderView, OrderState>;

/** The orders in one state, newest first; one pending delivery can be delivered or cancelled. */
export function OrderQueue(queue: OrderQueueProps) {
  const intl = useIntl();
  const { numberLocale } = useLocale();
  const dateTime = useDateTime(queue.timeZone);
  return (
    <Queue
      queue={queue}
      title={intl.formatMessage(messages.orders)}
      empty={intl.formatMessage(messages.ordersEmpty)}
      label={intl.formatMessage(messages.orderList)}
      states={orderStates.map((state) => ({
        value: state,
        label: intl.formatMessage(stateLabels[state]),
      }))}
    >
      {(order) => (
        <QueueRow
          heading={(id) => (
            <h3 id={id} className={styles.rowTitle}>
              {intl.formatMessage(messages.order, {
                number:
                  typeof order.id === 'number' ? formatInteger(order.id, numberLocale) : order.id,
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
            <ReviewDetails reviewer={order.reviewer} reason={order.reason} />
          </dl>
          {order.state === 'pending delivery' && (
            <ReviewButtons
              id={order.id}
              accept="deliver"
              refuse="cancel"
              onReview={queue.onReview}
            />
          )}
        </QueueRow>
      )}
    </Queue>
  );
}
