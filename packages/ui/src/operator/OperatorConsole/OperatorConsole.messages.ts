import { defineMessages, type MessageValue } from 'react-intl';

type None = Record<never, never>;
type Id = { id: MessageValue };

export const messages = defineMessages<{
  title: None;
  subtitle: None;
  requests: None;
  requestList: None;
  requestsEmpty: None;
  orders: None;
  orderList: None;
  ordersEmpty: None;
  audit: None;
  auditList: None;
  auditEmpty: None;
  filter: None;
  requestHeading: { type: string; amount: string };
  order: { number: string };
  person: None;
  proof: None;
  address: None;
  requested: None;
  reviewed: None;
  placed: None;
  reviewer: None;
  reason: None;
  items: None;
  total: None;
  line: { name: string; count: string };
  approve: None;
  reject: None;
  deliver: None;
  cancelOrder: None;
}>({
  title: {
    id: 'operatorConsole.title',
    defaultMessage: 'Operator console',
    description: 'Heading of the page where operators review USDT requests and orders',
  },
  subtitle: {
    id: 'operatorConsole.subtitle',
    defaultMessage: 'Review USDT requests and orders. Every action is recorded in the audit.',
    description: 'Line under the operator console heading',
  },
  requests: { id: 'operatorConsole.requests', defaultMessage: 'USDT requests' },
  requestList: {
    id: 'operatorConsole.requestList',
    defaultMessage: 'USDT requests to review',
    description: 'Accessible name of the list of USDT requests in the console',
  },
  requestsEmpty: {
    id: 'operatorConsole.requestsEmpty',
    defaultMessage: 'No requests in this state.',
  },
  orders: { id: 'operatorConsole.orders', defaultMessage: 'Orders' },
  orderList: {
    id: 'operatorConsole.orderList',
    defaultMessage: 'Orders to review',
    description: 'Accessible name of the list of orders in the console',
  },
  ordersEmpty: { id: 'operatorConsole.ordersEmpty', defaultMessage: 'No orders in this state.' },
  audit: {
    id: 'operatorConsole.audit',
    defaultMessage: 'Audit',
    description: 'Heading of the record of every operator action',
  },
  auditList: {
    id: 'operatorConsole.auditList',
    defaultMessage: 'Operator actions',
    description: 'Accessible name of the list of audit entries',
  },
  auditEmpty: { id: 'operatorConsole.auditEmpty', defaultMessage: 'No operator actions yet.' },
  filter: {
    id: 'operatorConsole.filter',
    defaultMessage: 'State',
    description: 'Label of the list box that filters a queue by state',
  },
  requestHeading: {
    id: 'operatorConsole.requestHeading',
    defaultMessage: '{type} · {amount}',
    description: 'Heading of one request: its type (Deposit, Withdrawal) and its amount in USDT',
  },
  order: {
    id: 'operatorConsole.order',
    defaultMessage: 'Order {number}',
    description: 'Heading of one order; {number} is its pre-formatted number',
  },
  person: {
    id: 'operatorConsole.person',
    defaultMessage: 'Person',
    description: 'Label of the username who made the request or the order',
  },
  proof: { id: 'operatorConsole.proof', defaultMessage: 'Transaction proof' },
  address: { id: 'operatorConsole.address', defaultMessage: 'Wallet address' },
  requested: { id: 'operatorConsole.requested', defaultMessage: 'Requested' },
  reviewed: { id: 'operatorConsole.reviewed', defaultMessage: 'Reviewed' },
  placed: { id: 'operatorConsole.placed', defaultMessage: 'Placed' },
  reviewer: {
    id: 'operatorConsole.reviewer',
    defaultMessage: 'Reviewer',
    description: 'Label of the operator who reviewed the request or the order',
  },
  reason: { id: 'operatorConsole.reason', defaultMessage: 'Reason' },
  items: { id: 'operatorConsole.items', defaultMessage: 'Items' },
  total: { id: 'operatorConsole.total', defaultMessage: 'Total' },
  line: {
    id: 'operatorConsole.line',
    defaultMessage: '{name} × {count}',
    description: 'One line of an order: the item name and how many; {count} is pre-formatted',
  },
  approve: { id: 'operatorConsole.approve', defaultMessage: 'Approve' },
  reject: { id: 'operatorConsole.reject', defaultMessage: 'Reject' },
  deliver: {
    id: 'operatorConsole.deliver',
    defaultMessage: 'Mark delivered',
    description: 'Button that marks an order delivered',
  },
  cancelOrder: {
    id: 'operatorConsole.cancelOrder',
    defaultMessage: 'Cancel order',
    description: 'Button that cancels an order and refunds its tokens',
  },
});

/** The confirmation dialog of a review. */
export const reviewMessages = defineMessages<{
  approveTitle: None;
  rejectTitle: None;
  deliverTitle: None;
  cancelTitle: None;
  approveIntro: None;
  rejectIntro: None;
  deliverIntro: None;
  cancelIntro: None;
  subject: { subject: MessageValue; person: MessageValue };
  note: None;
  noteHint: None;
  reason: None;
  reasonHint: None;
  reasonRequired: None;
  back: None;
  conflict: None;
  failed: { message: MessageValue };
}>({
  approveTitle: { id: 'reviewDialog.approveTitle', defaultMessage: 'Approve this request?' },
  rejectTitle: { id: 'reviewDialog.rejectTitle', defaultMessage: 'Reject this request?' },
  deliverTitle: { id: 'reviewDialog.deliverTitle', defaultMessage: 'Mark this order delivered?' },
  cancelTitle: { id: 'reviewDialog.cancelTitle', defaultMessage: 'Cancel this order?' },
  approveIntro: {
    id: 'reviewDialog.approveIntro',
    defaultMessage:
      'A deposit adds its amount to the person’s iziDol; a withdrawal pays out the iziDol it holds.',
  },
  rejectIntro: {
    id: 'reviewDialog.rejectIntro',
    defaultMessage: 'The person sees your reason. A withdrawal’s iziDol is released.',
  },
  deliverIntro: {
    id: 'reviewDialog.deliverIntro',
    defaultMessage: 'The person sees the order as delivered.',
  },
  cancelIntro: {
    id: 'reviewDialog.cancelIntro',
    defaultMessage:
      'The person sees your reason, gets their tokens back, and the items return to stock.',
  },
  subject: {
    id: 'reviewDialog.subject',
    defaultMessage: '{subject}, from {person}',
    description:
      'What is being reviewed: {subject} is e.g. "Deposit · 100.00 USDT" or "Order 12"; {person} a username',
  },
  note: { id: 'reviewDialog.note', defaultMessage: 'Note (optional)' },
  noteHint: {
    id: 'reviewDialog.noteHint',
    defaultMessage: 'Kept in the audit.',
    description: 'Hint under the optional note of an approval',
  },
  reason: { id: 'reviewDialog.reason', defaultMessage: 'Reason' },
  reasonHint: {
    id: 'reviewDialog.reasonHint',
    defaultMessage: 'The person sees it.',
    description: 'Hint under the reason of a rejection or a cancellation',
  },
  reasonRequired: { id: 'reviewDialog.reasonRequired', defaultMessage: 'Please give a reason.' },
  back: {
    id: 'reviewDialog.back',
    defaultMessage: 'Go back',
    description: 'Closes the review dialog without doing anything',
  },
  conflict: {
    id: 'reviewDialog.conflict',
    defaultMessage: 'This was already reviewed. Close this and look at the list again.',
    description: 'Another operator reviewed the request or order first (a 409)',
  },
  failed: {
    id: 'reviewDialog.failed',
    defaultMessage: 'Error: {message}',
    description: 'The server refused the review; {message} is its own text',
  },
});

/** The audit list. */
export const auditMessages = defineMessages<{
  approve: Id;
  reject: Id;
  deliver: Id;
  cancel: Id;
  other: { action: string; subject: string; id: MessageValue };
  by: { what: MessageValue; operator: MessageValue };
  when: { date: MessageValue; change: string };
  change: { before: string; after: string };
}>({
  approve: {
    id: 'auditList.approve',
    defaultMessage: 'Approved USDT request {id}',
    description: 'An audit entry: an operator approved a USDT request; {id} is its id',
  },
  reject: {
    id: 'auditList.reject',
    defaultMessage: 'Rejected USDT request {id}',
    description: 'An audit entry: an operator rejected a USDT request; {id} is its id',
  },
  deliver: {
    id: 'auditList.deliver',
    defaultMessage: 'Delivered order {id}',
    description: 'An audit entry: an operator delivered an order; {id} is its id',
  },
  cancel: {
    id: 'auditList.cancel',
    defaultMessage: 'Cancelled order {id}',
    description: 'An audit entry: an operator cancelled an order; {id} is its id',
  },
  other: {
    id: 'auditList.other',
    defaultMessage: '{action} {subject} {id}',
    description: 'An audit entry of an action the app does not know, in the server’s own words',
  },
  by: {
    id: 'auditList.by',
    defaultMessage: '{what} by {operator}',
    description:
      'An audit entry: {what} is e.g. "Approved USDT request 12", {operator} the username who did it',
  },
  when: {
    id: 'auditList.when',
    defaultMessage: '{date} · {change}',
    description:
      'When an audited action happened, and how it changed the state ("Pending → Approved")',
  },
  change: {
    id: 'auditList.change',
    defaultMessage: '{before} → {after}',
    description:
      'The state before and after the action; in a right-to-left language point the arrow the reading way',
  },
});
