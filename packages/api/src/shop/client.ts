/** The client's methods of the shop, over its `send`: the client imports this on first use. */
import { pathWithId, type Id, type RequestOptions, type Send } from '../call-spec';
import { shopCalls } from './calls';
import type { CartLineRequest } from './cart';

export const shopClient = (send: Send) => {
  const { getShopItems, getCart, setCartLine, removeCartLine, checkout, getOrders } = shopCalls;
  return {
    /** GET /izishop/items. */
    getShopItems: (o?: RequestOptions) => send('getShopItems', getShopItems, o),
    /** GET /izishop/cart: the person's cart, held by the server. */
    getCart: (o?: RequestOptions) => send('getCart', getCart, o),
    /** PUT /izishop/cart/lines/{itemId} with `{ quantity, payWithDiscount }`: the cart after. */
    setCartLine: (itemId: Id, body: CartLineRequest, o?: RequestOptions) =>
      send('setCartLine', setCartLine, { ...o, path: pathWithId(setCartLine, itemId), body }),
    /** DELETE /izishop/cart/lines/{itemId}: the cart after. */
    removeCartLine: (itemId: Id, o?: RequestOptions) =>
      send('removeCartLine', removeCartLine, { ...o, path: pathWithId(removeCartLine, itemId) }),
    /** POST /izishop/checkout, no body: pays, lowers the stock, records the order. */
    checkout: (o?: RequestOptions) => send('checkout', checkout, o),
    /** GET /izishop/orders: the person's orders, newest first. */
    getOrders: (o?: RequestOptions) => send('getOrders', getOrders, o),
  };
};

export default shopClient;
