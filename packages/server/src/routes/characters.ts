/** The user's characters: listing them (all, or of one type) and selling one. */
import { characterTypeSchema } from '@izi/api';
import type { ServerContext } from '../context';
import { answer, localeOf, refusal, userOf, withId, type Routes } from '../http/calls';
import { messages } from '../messages';
import { listCharacters, sellCharacter } from '../services/characters';

export const characterRoutes = (ctx: ServerContext) =>
  ({
    getCharacters: async (c) => {
      const type = c.req.query('type');
      // A bought character is named as its item in the reader's language.
      const named = (list: Awaited<ReturnType<typeof listCharacters>>) =>
        answer(c, 'getCharacters', list, { inRequestLanguage: true });
      if (type === undefined)
        return named(await listCharacters(ctx, userOf(c), undefined, localeOf(c)));
      const parsed = characterTypeSchema.safeParse(type);
      if (!parsed.success)
        return refusal(c, 'getCharacters', { status: 400, message: messages.badCharacterType });
      return named(await listCharacters(ctx, userOf(c), parsed.data, localeOf(c)));
    },
    sellCharacter: (c) =>
      withId(c, 'sellCharacter', messages.badCharacterId, async (id) => {
        const result = await sellCharacter(ctx, userOf(c), id);
        if (!result.ok) return refusal(c, 'sellCharacter', result);
        return answer(c, 'sellCharacter', { success: true, message: messages.sold(result.value) });
      }),
  }) satisfies Routes;
