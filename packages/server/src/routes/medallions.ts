/** The user's medallions, and upgrading one. */
import type { ServerContext } from '../context';
import { answer, userOf, withBody, type Routes } from '../http/calls';
import { messages } from '../messages';
import { listMedallions, upgradeMedallion } from '../services/medallions';

export const medallionRoutes = (ctx: ServerContext) =>
  ({
    getMedallions: async (c) => answer(c, 'getMedallions', await listMedallions(ctx, userOf(c))),
    upgradeMedallion: (c) =>
      withBody(
        c,
        'upgradeMedallion',
        (body) => upgradeMedallion(ctx, userOf(c), body),
        (level) => ({ success: true, message: messages.upgraded(level) }),
      ),
  }) satisfies Routes;
