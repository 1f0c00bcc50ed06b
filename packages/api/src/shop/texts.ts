/** What the server (and the mocks) answer about the cart, checkout and orders, in English. */
export const shopTexts = {
  shopItemGone: 'This item is no longer in the shop.',
  onlyInStock: (name: string, stock: number) =>
    stock === 0
      ? `${name} is out of stock.`
      : `Only ${stock.toLocaleString('en-US')} of ${name} left in stock.`,
  noDiscount: (name: string) => `${name} has no discount.`,
  emptyCart: 'Your cart is empty.',
  insufficientDolForOrder: 'Insufficient iziDol balance for this order.',
  heldForOrder: (held: number) =>
    `Insufficient iziDol balance for this order: ${held.toLocaleString('en-US')} iziDol are held by pending withdrawals.`,
  insufficientDomForOrder: 'Insufficient iziDom balance for this order.',
  ordered: (count: number) =>
    `Order placed: ${count.toLocaleString('en-US')} ${count === 1 ? 'item' : 'items'}, pending delivery.`,
} as const;
