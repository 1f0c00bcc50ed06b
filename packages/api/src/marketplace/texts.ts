/** What the server (and the mocks) answer about buying from the marketplace, in English. */
export const marketplaceTexts = {
  marketItemGone: 'This character is no longer on the market.',
  medallionFull: (type: string, capacity: number) =>
    `Your ${type} medallion is full (${capacity} of ${capacity}). Upgrade it to make room.`,
  insufficientForPurchase: (price: number, balance: number) =>
    `Insufficient iziDot balance: this character costs ${price.toLocaleString('en-US')} iziDot and you have ${balance.toLocaleString('en-US')}.`,
  bought: (name: string, type: string) => `${name} joined your ${type} medallion.`,
} as const;
