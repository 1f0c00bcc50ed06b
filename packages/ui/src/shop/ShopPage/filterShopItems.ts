import { filterBySearch } from '../../catalog/search';
import type { ShopItem } from '../ShopItemCard';

/** What the shop search looks in (one function, so the search keys are kept per list). */
export const shopSearchFields = (item: ShopItem) => [item.name, item.description ?? ''];

/**
 * The items whose name or description contains every word of the query, in their order (the
 * same array for a blank query). Each item's texts are normalized once per list.
 */
export function filterShopItems<T extends ShopItem>(
  items: readonly T[],
  query: string,
): readonly T[] {
  return filterBySearch<T>(items, query, shopSearchFields);
}
