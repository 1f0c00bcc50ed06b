/** The marketplace's items in the mocks (buying is in `buying.ts`). */
import { inRequestLanguage, languageOf, marketplaceItemIn } from '../catalog-language';
import { ok, route, type Scenario } from '../route';

export const marketplaceHandlers = {
  getMarketplaceItems: (ctx) =>
    route('getMarketplaceItems', ctx, ({ request }) => {
      const locale = languageOf(request);
      const items = ctx.db.state.marketplaceItems.map((item) => marketplaceItemIn(item, locale));
      return ok('getMarketplaceItems', items, { headers: inRequestLanguage });
    }),
} satisfies Record<string, Scenario>;
