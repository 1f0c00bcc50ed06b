/** The marketplace's items in the mocks (buying is in `buying.ts`). */
import { ok, route, type Scenario } from '../route';

export const marketplaceHandlers = {
  getMarketplaceItems: (ctx) =>
    route('getMarketplaceItems', ctx, () =>
      ok('getMarketplaceItems', ctx.db.state.marketplaceItems),
    ),
} satisfies Record<string, Scenario>;
