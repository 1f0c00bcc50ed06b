/** The characters in the mocks: listed (by type, too) and sold from the in-memory db. */
import { characterTexts, characterTypeSchema } from '@izi/api';
import { handlerMessages } from '../handler-texts';
import { fail, ok, route, type Scenario } from '../route';

export const characterHandlers = {
  getCharacters: (ctx) =>
    route('getCharacters', ctx, ({ request }) => {
      const type = new URL(request.url).searchParams.get('type');
      if (type === null) return ok('getCharacters', ctx.db.characters());
      const parsed = characterTypeSchema.safeParse(type);
      if (!parsed.success) return fail(400, handlerMessages.badType);
      return ok('getCharacters', ctx.db.characters(parsed.data));
    }),
  sellCharacter: (ctx) =>
    route('sellCharacter', ctx, ({ params }) => {
      const result = ctx.db.sellCharacter(Number(params['id']));
      if (!result.ok) return fail(result.status, result.message, { success: false });
      return ok('sellCharacter', {
        success: true,
        message: characterTexts.sold(result.value.price),
      });
    }),
} satisfies Record<string, Scenario>;
