/** The iziShop's items in the mocks (the cart, checkout and orders are in `cart.ts`). */
import { ok, route, type Scenario } from '../route';

export const shopHandlers = {
  getShopItems: (ctx) =>
    route('getShopItems', ctx, () => ok('getShopItems', ctx.db.state.shopItems)),
} satisfies Record<string, Scenario>;
