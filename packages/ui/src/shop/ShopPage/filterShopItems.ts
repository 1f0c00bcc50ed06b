import { matchesSearch } from '../../marketplace/search';
import type { ShopItem } from '../ShopItemCard';

/** The items whose name or description contains every word of the query, in their order. */
export function filterShopItems<T extends ShopItem>(items: readonly T[], query: string): T[] {
  return items.filter((item) => matchesSearch(query, [item.name, item.description ?? '']));
}
