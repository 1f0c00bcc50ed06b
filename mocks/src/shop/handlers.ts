/** The iziShop's items in the mocks (the cart, checkout and orders are in `cart.ts`). */
import { inRequestLanguage, languageOf, shopItemIn } from '../catalog-language';
import { ok, route, type Scenario } from '../route';

export const shopHandlers = {
  getShopItems: (ctx) =>
    route('getShopItems', ctx, ({ request }) => {
      const locale = languageOf(request);
      const items = ctx.db.state.shopItems.map((item) => shopItemIn(item, locale));
      return ok('getShopItems', items, { headers: inRequestLanguage });
    }),
} satisfies Record<string, Scenario>;
