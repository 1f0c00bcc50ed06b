/** Selling a character in the mock: it leaves the list, its price is paid in iziDot. */
import type { Character } from '@izi/api';
import { characterTexts, salePriceOf } from '@izi/api';
import type { DbResult, MockDb } from '../db';
import { record, round2 } from '../wallet/ledger';

/**
 * Removes the character, credits iziDot, lowers its medallion's count and the week's income,
 * and records a CHARACTER_SALE (a sale changes no value: the character becomes its price).
 */
export function sellCharacter(
  db: MockDb,
  id: number,
): DbResult<{ character: Character; price: number }> {
  const { state } = db;
  const character = state.characters.find((c) => c.id === id);
  if (!character) return { ok: false, status: 404, message: characterTexts.characterNotFound };
  const price = salePriceOf(character);
  state.characters = state.characters.filter((c) => c.id !== id);
  state.wallet.iziDotBalance = round2(state.wallet.iziDotBalance + price);
  const medallion = state.medallions.find((m) => m.type === character.characterType);
  if (medallion) medallion.characterCount = Math.max(0, medallion.characterCount - 1);
  const { stats } = state;
  stats.sevenDayIncome = Math.max(0, round2(stats.sevenDayIncome - character.baseRate * 7));
  record(db, { transactionType: 'CHARACTER_SALE', tokenType: 'IZIDOT', amount: price });
  return { ok: true, value: { character, price } };
}
