/** The AI advisor's reading of the user's characters, medallions and market. */
import type { ServerContext } from '../context';
import { answer, localeOf, userOf, type Routes } from '../http/calls';
import { analyze } from '../services/advisor';
import { listCharacters } from '../services/characters';
import { listMarketplaceItems } from '../services/marketplace';
import { listMedallions } from '../services/medallions';
import { getWallet } from '../services/wallet';

export const advisorRoutes = (ctx: ServerContext) =>
  ({
    analyzeCharacters: async (c) => {
      const userId = userOf(c);
      // Written in the language Accept-Language picks (English without one), the items' and
      // the characters' names too; caches must know.
      const locale = localeOf(c);
      const [owned, medallions, items, wallet] = await Promise.all([
        listCharacters(ctx, userId, undefined, locale),
        listMedallions(ctx, userId),
        listMarketplaceItems(ctx, locale),
        getWallet(ctx, userId),
      ]);
      return answer(
        c,
        'analyzeCharacters',
        {
          analysis: await analyze(ctx, owned, medallions, locale, {
            items,
            iziDot: wallet.iziDotBalance,
          }),
        },
        { inRequestLanguage: true },
      );
    },
  }) satisfies Routes;
