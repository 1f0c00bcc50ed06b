/**
 * The iziShop's items, the cart, checkout and orders. A refusal is never 404 or 405, which tell a
 * client the call does not exist: an item that is gone is 410.
 */
import type { ServerContext } from '../context';
import { answer, bodyOf, localeOf, refusal, userOf, withId, type Routes } from '../http/calls';
import { messages } from '../messages';
import {
  checkout,
  getCart,
  listOrders,
  listShopItems,
  removeCartLine,
  setCartLine,
} from '../services/shop';

export const shopRoutes = (ctx: ServerContext) =>
  ({
    getShopItems: async (c) =>
      answer(c, 'getShopItems', await listShopItems(ctx, localeOf(c)), { inRequestLanguage: true }),
    getCart: async (c) => answer(c, 'getCart', await getCart(ctx, userOf(c))),
    setCartLine: (c) =>
      withId(c, 'setCartLine', messages.badItemId, async (id) => {
        const body = await bodyOf(c, 'setCartLine');
        if (!body.ok) return refusal(c, 'setCartLine', { status: 400, message: body.message });
        const result = await setCartLine(ctx, userOf(c), id, body.data);
        if (!result.ok) return refusal(c, 'setCartLine', result);
        return answer(c, 'setCartLine', result.value);
      }),
    removeCartLine: (c) =>
      withId(c, 'removeCartLine', messages.badItemId, async (id) =>
        answer(c, 'removeCartLine', await removeCartLine(ctx, userOf(c), id)),
      ),
    checkout: async (c) => {
      const result = await checkout(ctx, userOf(c), localeOf(c));
      if (!result.ok) return refusal(c, 'checkout', result);
      const items = result.value.lines.reduce((sum, line) => sum + line.quantity, 0);
      return answer(
        c,
        'checkout',
        { success: true, message: messages.ordered(items), order: result.value },
        { inRequestLanguage: true },
      );
    },
    getOrders: async (c) =>
      answer(c, 'getOrders', await listOrders(ctx, userOf(c), localeOf(c)), {
        inRequestLanguage: true,
      }),
  }) satisfies Routes;
