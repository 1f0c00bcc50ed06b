/** The medallions in the mocks: listed, and upgraded against the iziDol balance. */
import { medallionTexts, upgradeMedallionRequestSchema } from '@izi/api';
import { handlerMessages } from '../handler-texts';
import { fail, ok, readJson, route, type Scenario } from '../route';
import { upgradeMedallion } from './upgrade';

export const medallionHandlers = {
  getMedallions: (ctx) =>
    route('getMedallions', ctx, () => ok('getMedallions', ctx.db.state.medallions)),
  upgradeMedallion: (ctx) =>
    route('upgradeMedallion', ctx, async ({ request }) => {
      const body = upgradeMedallionRequestSchema.safeParse(await readJson(request));
      if (!body.success) return fail(400, handlerMessages.badRequest, { success: false });
      const result = upgradeMedallion(ctx.db, body.data);
      if (!result.ok) return fail(result.status, result.message, { success: false });
      const message = medallionTexts.upgraded(result.value.starLevel);
      return ok('upgradeMedallion', { success: true, message });
    }),
} satisfies Record<string, Scenario>;
