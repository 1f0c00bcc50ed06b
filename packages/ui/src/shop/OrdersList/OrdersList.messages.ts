import { defineMessages, type MessageValue } from 'react-intl';

type None = Record<never, never>;

export const messages = defineMessages<{
  title: None;
  list: None;
  empty: None;
  order: { number: string };
  placed: { date: string };
  pendingDelivery: None;
  delivered: None;
  cancelled: None;
  reason: { reason: MessageValue };
  line: { name: string; count: string };
  total: None;
  withDom: { price: MessageValue; dom: MessageValue };
}>({
  title: {
    id: 'ordersList.title',
    defaultMessage: 'Orders',
    description: 'Heading of the list of iziShop orders',
  },
  list: {
    id: 'ordersList.list',
    defaultMessage: 'Your orders',
    description: 'Accessible name of the list of orders',
  },
  empty: { id: 'ordersList.empty', defaultMessage: 'No orders yet.' },
  order: {
    id: 'ordersList.order',
    defaultMessage: 'Order {number}',
    description: 'Heading of one order; {number} is its pre-formatted number',
  },
  placed: {
    id: 'ordersList.placed',
    defaultMessage: 'Placed on {date}',
    description: 'When the order was placed; {date} is a formatted date and time',
  },
  pendingDelivery: {
    id: 'ordersList.pendingDelivery',
    defaultMessage: 'Pending delivery',
    description: 'The state of an order that is paid and not delivered yet',
  },
  delivered: {
    id: 'ordersList.delivered',
    defaultMessage: 'Delivered',
    description: 'The state of an order an operator delivered',
  },
  cancelled: {
    id: 'ordersList.cancelled',
    defaultMessage: 'Cancelled',
    description: 'The state of an order an operator cancelled (its tokens were refunded)',
  },
  reason: {
    id: 'ordersList.reason',
    defaultMessage: 'Reason: {reason}',
    description: 'Why an order was cancelled; {reason} is the operator’s own text',
  },
  line: {
    id: 'ordersList.line',
    defaultMessage: '{name} × {count}',
    description: 'One line of an order: the item name and how many; {count} is pre-formatted',
  },
  total: {
    id: 'ordersList.total',
    defaultMessage: 'Total',
    description: 'Label of what an order cost',
  },
  withDom: {
    id: 'ordersList.withDom',
    defaultMessage: '{price} + {dom}',
    description:
      'An amount paid in two tokens: {price} in iziDol (as US dollars) plus {dom}, an amount of iziDom',
  },
});
