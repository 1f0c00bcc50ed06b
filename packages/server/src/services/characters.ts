/**
 * The user's characters: listing them, adding them (the starter pack, a purchase, the demo
 * account) and selling one for its price in iziDot.
 */
import { salePriceOf, type ApiLocale, type Character, type CharacterType } from '@izi/api';
import { and, asc, eq } from 'drizzle-orm';
import { ok, refuse, type Result, type ServerContext } from '../context';
import type { Executor } from '../db/database';
import { characters, marketplaceItemTexts } from '../db/schema';
import { orOwn, textIn } from './catalog-texts';
import { messages } from '../messages';
import { refreshNextIncome } from './income';
import { record } from './ledger';
import type { NewCharacter } from './roster';
import { lockUser } from './user-lock';

/** A character's columns as the contract answers them. */
export const characterColumns = {
  id: characters.id,
  name: characters.name,
  image: characters.image,
  job: characters.job,
  characterType: characters.characterType,
  knowledge: characters.knowledge,
  experience: characters.experience,
  energy: characters.energy,
  happiness: characters.happiness,
  baseRate: characters.baseRate,
};

/**
 * Reads characters as the contract answers them, in `locale`: one bought from the marketplace is
 * named as its item there (the app keeps a person's own names for them on top).
 */
export const charactersIn = (db: Executor, locale: ApiLocale) =>
  db
    .select({ ...characterColumns, name: orOwn(marketplaceItemTexts.name, characters.name) })
    .from(characters)
    .leftJoin(
      marketplaceItemTexts,
      textIn(marketplaceItemTexts, characters.marketplaceItemId, locale),
    );

export async function listCharacters(
  ctx: ServerContext,
  userId: number,
  type?: CharacterType,
  locale: ApiLocale = 'en',
): Promise<Character[]> {
  return charactersIn(ctx.db, locale)
    .where(
      type
        ? and(eq(characters.userId, userId), eq(characters.characterType, type))
        : eq(characters.userId, userId),
    )
    .orderBy(asc(characters.id));
}

/** Adds characters to a user (in the caller's transaction) and schedules their income. */
export async function addCharacters(
  tx: Executor,
  userId: number,
  list: NewCharacter[],
  acquiredAt: Date,
) {
  if (list.length === 0) return;
  await tx.insert(characters).values(list.map((c) => ({ ...c, userId, acquiredAt })));
  await refreshNextIncome(tx, userId);
}

/** Sells one of the user's characters: its price in iziDot, recorded once by its unique ref. */
export async function sellCharacter(
  ctx: ServerContext,
  userId: number,
  characterId: number,
): Promise<Result<number>> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await lockUser(tx, userId);
    const [character] = await tx
      .select({ id: characters.id, baseRate: characters.baseRate })
      .from(characters)
      .where(and(eq(characters.id, characterId), eq(characters.userId, userId)))
      .for('update');
    if (!character) return refuse(404, messages.characterNotFound);
    const price = salePriceOf(character);
    const removed = await tx
      .delete(characters)
      .where(and(eq(characters.id, characterId), eq(characters.userId, userId)))
      .returning({ id: characters.id });
    if (removed.length !== 1) return refuse(404, messages.characterNotFound);
    if (price > 0)
      await record(tx, userId, [
        {
          transactionType: 'CHARACTER_SALE',
          tokenType: 'IZIDOT',
          amount: price,
          direction: 1,
          ref: `sale:${characterId}`,
          at: now,
        },
      ]);
    await refreshNextIncome(tx, userId);
    return ok(price);
  });
}
