/**
 * The marketplace: its catalog of characters, and buying one with iziDot. The bought character
 * joins the medallion of the type the buyer chose, if that medallion has room.
 */
import type { ApiLocale, Character, CharacterType, MarketplaceItem } from '@izi/api';
import { characterImagePath } from '@izi/domain';
import type { BuyCharacterRequest } from '@izi/api';
import { and, asc, count, desc, eq, getTableColumns } from 'drizzle-orm';
import { ok, refuse, type Result, type ServerContext } from '../context';
import { characters, marketplaceItems, marketplaceItemTexts, medallions } from '../db/schema';
import { messages } from '../messages';
import { orOwn, textIn } from './catalog-texts';
import { addCharacters, charactersIn } from './characters';
import { balanceOf, debitOr, record, refusedIfOverdrawn } from './ledger';
import { baseRateBand, type NewCharacter } from './roster';
import { lockUser } from './user-lock';

/** The marketplace's items, named and described in `locale`. */
export async function listMarketplaceItems(
  ctx: ServerContext,
  locale: ApiLocale = 'en',
): Promise<MarketplaceItem[]> {
  return ctx.db
    .select({
      ...getTableColumns(marketplaceItems),
      name: orOwn(marketplaceItemTexts.name, marketplaceItems.name),
      description: orOwn(marketplaceItemTexts.description, marketplaceItems.description),
    })
    .from(marketplaceItems)
    .leftJoin(marketplaceItemTexts, textIn(marketplaceItemTexts, marketplaceItems.id, locale))
    .orderBy(asc(marketplaceItems.id));
}

/** The priciest marketplace character earns at the top of its type's band. */
const TOP_PRICE_DOT = 1250;

/**
 * The character a marketplace item becomes: named after the item (in each reader's language), its job, the type of the medallion
 * it joins, fresh stats (knowledge 50, experience 0, energy 100, happiness 80) and a daily income
 * in its type's band, higher for a dearer item (to a quarter iziDot).
 */
function characterFromItem(
  item: { id: number; name: string; applicableJob: Character['job']; priceDot: number },
  type: CharacterType,
): NewCharacter {
  const [low, high] = baseRateBand[type];
  const share = Math.min(1, Math.max(0, item.priceDot / TOP_PRICE_DOT));
  return {
    name: item.name,
    marketplaceItemId: item.id,
    image: characterImagePath(item.applicableJob),
    job: item.applicableJob,
    characterType: type,
    knowledge: 50,
    experience: 0,
    energy: 100,
    happiness: 80,
    baseRate: Math.round((low + (high - low) * share) * 4) / 4,
  };
}

export async function buyCharacter(
  ctx: ServerContext,
  userId: number,
  itemId: number,
  { characterType }: BuyCharacterRequest,
  locale: ApiLocale = 'en',
): Promise<Result<Character>> {
  return refusedIfOverdrawn(() =>
    ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      await lockUser(tx, userId);
      const [item] = await tx
        .select()
        .from(marketplaceItems)
        .where(eq(marketplaceItems.id, itemId));
      if (!item) return refuse(410, messages.marketItemGone);
      const [medallion] = await tx
        .select({ capacity: medallions.capacity })
        .from(medallions)
        .where(and(eq(medallions.userId, userId), eq(medallions.type, characterType)));
      if (!medallion) return refuse(400, messages.medallionNotFound);
      const [held] = await tx
        .select({ n: count() })
        .from(characters)
        .where(and(eq(characters.userId, userId), eq(characters.characterType, characterType)));
      if ((held?.n ?? 0) >= medallion.capacity)
        return refuse(400, messages.medallionFull(characterType, medallion.capacity));
      const balance = await balanceOf(tx, userId, 'IZIDOT');
      const short = refuse(400, messages.insufficientForPurchase(item.priceDot, balance));
      if (balance < item.priceDot) return short;
      await debitOr(short, () =>
        record(tx, userId, [
          {
            transactionType: 'DEBIT',
            tokenType: 'IZIDOT',
            amount: item.priceDot,
            direction: -1,
            at: now,
          },
        ]),
      );
      await addCharacters(tx, userId, [characterFromItem(item, characterType)], now);
      const [bought] = await charactersIn(tx, locale)
        .where(eq(characters.userId, userId))
        .orderBy(desc(characters.id))
        .limit(1);
      if (!bought) throw new Error('the bought character was not saved');
      return ok(bought);
    }),
  );
}
