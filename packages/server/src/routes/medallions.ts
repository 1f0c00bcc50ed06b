/** The user's medallions, and upgrading one. */
import type { ServerContext } from '../context';
import { answer, bodyOf, refusal, userOf, type Routes } from '../http/calls';
import { messages } from '../messages';
import { listMedallions, upgradeMedallion } from '../services/medallions';

export const medallionRoutes = (ctx: ServerContext) =>
  ({
    getMedallions: async (c) => answer(c, 'getMedallions', await listMedallions(ctx, userOf(c))),
    upgradeMedallion: async (c) => {
      const body = await bodyOf(c, 'upgradeMedallion');
      if (!body.ok) return refusal(c, 'upgradeMedallion', { status: 400, message: body.message });
      const result = await upgradeMedallion(ctx, userOf(c), body.data);
      if (!result.ok) return refusal(c, 'upgradeMedallion', result);
      return answer(c, 'upgradeMedallion', {
        success: true,
        message: messages.upgraded(result.value),
      });
    },
  }) satisfies Routes;
