import { defineMessages, type MessageValue } from 'react-intl';

type None = Record<never, never>;

/** The words of a USDT request, shared by the person's list and the operator's queue. */
export const requestMessages = defineMessages<{
  deposit: None;
  withdrawal: None;
  amount: { amount: string };
  pending: None;
  approved: None;
  rejected: None;
  requested: { date: string };
  reviewed: { date: string };
  reason: { reason: MessageValue };
}>({
  deposit: {
    id: 'usdtRequest.deposit',
    defaultMessage: 'Deposit',
    description: 'The type of a USDT request that adds iziDol',
  },
  withdrawal: {
    id: 'usdtRequest.withdrawal',
    defaultMessage: 'Withdrawal',
    description: 'The type of a USDT request that pays iziDol out',
  },
  amount: {
    id: 'usdtRequest.amount',
    defaultMessage: '{amount} USDT',
    description: 'An amount of USDT; {amount} is pre-formatted; keep USDT in Latin letters',
  },
  pending: {
    id: 'usdtRequest.pending',
    defaultMessage: 'Pending',
    description: 'The state of a request nobody has reviewed yet',
  },
  approved: {
    id: 'usdtRequest.approved',
    defaultMessage: 'Approved',
    description: 'The state of a request an operator approved',
  },
  rejected: {
    id: 'usdtRequest.rejected',
    defaultMessage: 'Rejected',
    description: 'The state of a request an operator rejected',
  },
  requested: {
    id: 'usdtRequest.requested',
    defaultMessage: 'Requested on {date}',
    description: 'When the request was made; {date} is a formatted date and time',
  },
  reviewed: {
    id: 'usdtRequest.reviewed',
    defaultMessage: 'Reviewed on {date}',
    description: 'When an operator reviewed the request; {date} is a formatted date and time',
  },
  reason: {
    id: 'usdtRequest.reason',
    defaultMessage: 'Reason: {reason}',
    description: 'Why a request or an order was refused; {reason} is the operator’s own text',
  },
});

export const messages = defineMessages({
  title: {
    id: 'usdtRequestList.title',
    defaultMessage: 'Your requests',
    description: 'Heading of the list of the person’s own USDT deposits and withdrawals',
  },
  list: {
    id: 'usdtRequestList.list',
    defaultMessage: 'Your USDT requests',
    description: 'Accessible name of the list of the person’s USDT requests',
  },
  empty: { id: 'usdtRequestList.empty', defaultMessage: 'No requests yet.' },
});
