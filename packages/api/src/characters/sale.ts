/** What selling a character pays: the spec gives no figure, so the server and the mocks read it here. */
import type { Character } from './schemas';

/** Selling a character pays this many days of its income. */
export const CHARACTER_SALE_DAYS = 20;

/** What selling a character pays, in iziDot: twenty days of its income, to the cent. */
export const salePriceOf = (character: Pick<Character, 'baseRate'>) =>
  Math.round(character.baseRate * CHARACTER_SALE_DAYS * 100) / 100;
