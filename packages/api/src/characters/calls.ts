import { entry } from '../call-spec';
import { outcomeSchema } from '../outcome';
import { characterSchema } from './schemas';

export const characterCalls = {
  getCharacters: entry('spec', 'GET', '/characters', characterSchema, { list: true }),
  sellCharacter: entry('spec', 'POST', '/characters/:id/sell', outcomeSchema),
};
