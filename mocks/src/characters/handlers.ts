/** The characters in the mocks: listed (by type, too) and sold from the in-memory db. */
import { characterTexts, characterTypeSchema } from '@izi/api';
import { handlerMessages } from '../handler-texts';
import { characterIn, inRequestLanguage, languageOf } from '../catalog-language';
import { fail, ok, route, type Scenario } from '../route';
import { sellCharacter } from './selling';

export const characterHandlers = {
  getCharacters: (ctx) =>
    route('getCharacters', ctx, ({ request }) => {
      const type = new URL(request.url).searchParams.get('type');
      const parsed = characterTypeSchema.safeParse(type);
      if (type !== null && !parsed.success) return fail(400, handlerMessages.badType);
      // A bought character is named as its item in the reader's language.
      const locale = languageOf(request);
      const list = ctx.db.characters(parsed.data).map((c) => characterIn(c, locale));
      return ok('getCharacters', list, { headers: inRequestLanguage });
    }),
  sellCharacter: (ctx) =>
    route('sellCharacter', ctx, ({ params }) => {
      const result = sellCharacter(ctx.db, Number(params['id']));
      if (!result.ok) return fail(result.status, result.message, { success: false });
      return ok('sellCharacter', {
        success: true,
        message: characterTexts.sold(result.value.price),
      });
    }),
} satisfies Record<string, Scenario>;
