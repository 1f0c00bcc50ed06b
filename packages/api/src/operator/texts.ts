/** What the server (and the mocks) answer about the operator's calls, in English. */
export const operatorTexts = {
  notOperator: 'Only an operator can do this.',
  requestGone: 'This USDT request does not exist.',
  orderGone: 'This order does not exist.',
  ownRequest: 'You cannot review your own request: another operator must.',
  ownOrder: 'You cannot review your own order: another operator must.',
  requestReviewed: (state: string) => `This request has already been reviewed: it is ${state}.`,
  orderReviewed: (state: string) => `This order has already been reviewed: it is ${state}.`,
  badRequestFilter: 'state must be pending, approved or rejected.',
  badOrderFilter: 'state must be pending, delivered or cancelled.',
  badReviewId: 'The id must be a positive whole number.',
  approved: (type: 'deposit' | 'withdrawal') =>
    `${type === 'deposit' ? 'Deposit' : 'Withdrawal'} approved.`,
  rejected: (type: 'deposit' | 'withdrawal') =>
    `${type === 'deposit' ? 'Deposit' : 'Withdrawal'} rejected.`,
  delivered: 'Order delivered.',
  cancelled: 'Order cancelled and refunded.',
} as const;
