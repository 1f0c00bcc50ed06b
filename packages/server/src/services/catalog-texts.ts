/**
 * The catalogs in the reader's language: an item's text in that language where the database
 * keeps one, the item's own (English) otherwise, joined in the one query that reads the items
 * (or the characters and order lines named after them). And seeding the texts from `@izi/domain`.
 */
import type { ApiLocale } from '@izi/api';
import {
  catalogTextLanguages,
  marketplaceCatalog,
  marketplaceTexts,
  shopCatalog,
  shopTexts,
  type CatalogText,
  type CatalogTextLanguage,
} from '@izi/domain';
import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { marketplaceItems, marketplaceItemTexts, shopItems, shopItemTexts } from '../db/schema';

type TextTable = typeof marketplaceItemTexts | typeof shopItemTexts;

/** Joins an item's text in `locale` (English finds none: the item's own columns answer). */
export const textIn = (texts: TextTable, itemId: AnyColumn, locale: ApiLocale) =>
  and(eq(texts.itemId, itemId), eq(texts.locale, locale));

/** The joined text's column where there is one, else the item's own. */
export const orOwn = (text: AnyColumn, own: AnyColumn) => sql<string>`coalesce(${text}, ${own})`;

/**
 * Stores the domain's texts of the items the database holds under the domain's English name
 * (an item renamed since is not the domain's any more), keeping the texts already there: a new
 * database gets them all, one seeded before texts existed gets them on its next start.
 */
export async function seedCatalogTexts(tx: Executor): Promise<void> {
  const held = async (items: typeof marketplaceItems | typeof shopItems) =>
    tx.select({ id: items.id, name: items.name }).from(items);
  await insertTexts(
    tx,
    marketplaceItemTexts,
    await held(marketplaceItems),
    marketplaceCatalog,
    marketplaceTexts,
  );
  await insertTexts(tx, shopItemTexts, await held(shopItems), shopCatalog, shopTexts);
}

async function insertTexts(
  tx: Executor,
  table: TextTable,
  held: { id: number; name: string }[],
  catalog: readonly { id: number; name: string }[],
  texts: Partial<Record<number, Record<CatalogTextLanguage, CatalogText>>>,
) {
  const rows = held.flatMap(({ id, name }) =>
    catalog.some((item) => item.id === id && item.name === name)
      ? catalogTextLanguages.flatMap((locale) => {
          const text = texts[id]?.[locale];
          return text ? [{ itemId: id, locale, ...text }] : [];
        })
      : [],
  );
  if (rows.length > 0) await tx.insert(table).values(rows).onConflictDoNothing();
}
