/**
 * The catalogs' texts in the language a request asks for, as the server answers them: the same
 * texts (`@izi/domain`) and the same negotiation of `Accept-Language` (English when it names none
 * of en, es, fa and ar). Only the seed catalog's items are translated (matched by id and English
 * name), so generated lists (`large.ts`) stay as they are. Stories of pure components show their
 * items in the story's locale through `itemsIn`.
 */
import {
  localeFromAcceptLanguage,
  type ApiLocale,
  type Character,
  type MarketplaceItem,
  type Order,
  type ShopItem,
} from '@izi/api';
import {
  inLanguage,
  marketplaceCatalog,
  marketplaceTexts,
  shopCatalog,
  shopTexts,
  type CatalogText,
  type CatalogTextLanguage,
} from '@izi/domain';

type Texts = Partial<Record<number, Record<CatalogTextLanguage, CatalogText>>>;
type Catalog = readonly { id: number; name: string }[];

/** The language of a request's answer. */
export const languageOf = (request: Request): ApiLocale =>
  localeFromAcceptLanguage(request.headers.get('Accept-Language'));

const isSeed = (catalog: Catalog, id: number, name: string) =>
  catalog.some((item) => item.id === id && item.name === name);

const translate = <T extends { id: number; name: string; description?: string | null | undefined }>(
  item: T,
  catalog: Catalog,
  texts: Texts,
  locale: string,
): T => (isSeed(catalog, item.id, item.name) ? inLanguage(item, texts, locale) : item);

export const marketplaceItemIn = (item: MarketplaceItem, locale: string) =>
  translate(item, marketplaceCatalog, marketplaceTexts, locale);
export const shopItemIn = (item: ShopItem, locale: string) =>
  translate(item, shopCatalog, shopTexts, locale);

/** A character bought from the marketplace (its item's name and job) is named in `locale`. */
export function characterIn(character: Character, locale: string): Character {
  const item = marketplaceCatalog.find(
    (seed) => seed.name === character.name && seed.applicableJob === character.job,
  );
  return item ? { ...character, name: marketplaceItemIn(item, locale).name } : character;
}

/** An order whose lines are named in `locale` (each line keeps its English name otherwise). */
export function orderIn<O extends Pick<Order, 'lines'>>(order: O, locale: string): O {
  return {
    ...order,
    lines: order.lines.map((line) => {
      const item = shopCatalog.find((seed) => seed.id === line.itemId && seed.name === line.name);
      return item ? { ...line, name: shopItemIn(item, locale).name } : line;
    }),
  };
}

const storyItems = new WeakMap<readonly object[], Map<string, readonly object[]>>();

/**
 * A story's items in its locale (the story global, any string): the seed catalog's translated,
 * the rest as they are. The same array for the same items and locale, as a server's answer
 * stays one array in the query cache.
 */
export function itemsIn<
  T extends { id: unknown; name: string; description?: string | null | undefined },
>(items: readonly T[], locale: unknown): readonly T[] {
  const tag = typeof locale === 'string' ? locale : 'en';
  let byLocale = storyItems.get(items);
  if (!byLocale) storyItems.set(items, (byLocale = new Map()));
  let found = byLocale.get(tag) as readonly T[] | undefined;
  if (!found) {
    found = items.map((item) => {
      if (typeof item.id !== 'number') return item;
      const numbered = item as T & { id: number };
      return 'applicableJob' in item
        ? translate(numbered, marketplaceCatalog, marketplaceTexts, tag)
        : translate(numbered, shopCatalog, shopTexts, tag);
    });
    byLocale.set(tag, found);
  }
  return found;
}

/** A Vary header for the handlers' answers that follow `Accept-Language`. */
export const inRequestLanguage = { Vary: 'Accept-Language' };
