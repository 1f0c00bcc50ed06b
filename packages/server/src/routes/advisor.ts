/** The AI advisor's reading of the user's characters, medallions and market. */
import { localeFromAcceptLanguage } from '@izi/api';
import type { ServerContext } from '../context';
import { answer, userOf, type Routes } from '../http/calls';
import { analyze } from '../services/advisor';
import { listCharacters } from '../services/characters';
import { listMarketplaceItems } from '../services/marketplace';
import { listMedallions } from '../services/medallions';
import { getWallet } from '../services/wallet';

export const advisorRoutes = (ctx: ServerContext) =>
  ({
    analyzeCharacters: async (c) => {
      const userId = userOf(c);
      const [owned, medallions, items, wallet] = await Promise.all([
        listCharacters(ctx, userId),
        listMedallions(ctx, userId),
        listMarketplaceItems(ctx),
        getWallet(ctx, userId),
      ]);
      // Written in the language Accept-Language picks (English without one); caches must know.
      const locale = localeFromAcceptLanguage(c.req.header('Accept-Language'));
      return answer(
        c,
        'analyzeCharacters',
        {
          analysis: await analyze(ctx, owned, medallions, locale, {
            items,
            iziDot: wallet.iziDotBalance,
          }),
        },
        200,
        { Vary: 'Accept-Language' },
      );
    },
  }) satisfies Routes;
