/** What the server (and the mocks) answer about the wallet, USDT requests and conversion, in English. */
export const walletTexts = {
  amountRange: (min: number, max: number) =>
    `Amount must be between ${min} and ${max.toLocaleString('en-US')} USDT.`,
  amountCents: 'Amount may have at most 2 decimals.',
  badAddress:
    'Withdrawal address must be a USDT address: TRON (T followed by 33 characters) or Ethereum (0x followed by 40 hex digits).',
  longProof: (max: number) => `Transaction proof must be at most ${max} characters.`,
  insufficientForWithdrawal: 'Insufficient iziDol balance for this withdrawal.',
  requested: (type: 'deposit' | 'withdrawal') =>
    `${type === 'deposit' ? 'Deposit' : 'Withdrawal'} request received. It is pending review.`,
  sameToken: 'Choose two different tokens to convert.',
  convertCents: 'Amount may have at most 2 decimals.',
  convertTooSmall: 'This amount is too small to convert.',
  insufficientToConvert: (token: string) => `Insufficient ${token} balance for this conversion.`,
  heldForConvert: (held: number) =>
    `Insufficient iziDol balance for this conversion: ${held.toLocaleString('en-US')} iziDol are held by pending withdrawals.`,
  converted: (amount: number, from: string, received: number, to: string) =>
    `Converted ${amount.toLocaleString('en-US')} ${from} into ${received.toLocaleString('en-US')} ${to}.`,
} as const;
