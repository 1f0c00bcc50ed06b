/**
 * The marketplace's items, and buying one. A refusal is never 404 or 405, which tell a client the
 * call does not exist: an item that is gone is 410.
 */
import type { ServerContext } from '../context';
import { answer, bodyOf, localeOf, refusal, userOf, withId, type Routes } from '../http/calls';
import { messages } from '../messages';
import { buyCharacter, listMarketplaceItems } from '../services/marketplace';

export const marketplaceRoutes = (ctx: ServerContext) =>
  ({
    getMarketplaceItems: async (c) =>
      answer(c, 'getMarketplaceItems', await listMarketplaceItems(ctx, localeOf(c)), {
        inRequestLanguage: true,
      }),
    buyCharacter: (c) =>
      withId(c, 'buyCharacter', messages.badItemId, async (id) => {
        const body = await bodyOf(c, 'buyCharacter');
        if (!body.ok) return refusal(c, 'buyCharacter', { status: 400, message: body.message });
        const result = await buyCharacter(ctx, userOf(c), id, body.data, localeOf(c));
        if (!result.ok) return refusal(c, 'buyCharacter', result);
        return answer(
          c,
          'buyCharacter',
          {
            success: true,
            message: messages.bought(result.value.name, result.value.characterType),
            character: result.value,
          },
          { inRequestLanguage: true },
        );
      }),
  }) satisfies Routes;
