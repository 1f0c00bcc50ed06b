import type { MarketplaceJob } from '../jobs';
import type { MarketplaceItem } from '../MarketplaceItemCard';
import { filterBySearch } from '../../catalog/search';

export interface MarketplaceFilter {
  /** Only items for this job; `null` for every job. */
  job: MarketplaceJob | null;
  /** Words to find in the name or the description; blank for every item. */
  query: string;
}

/** What the marketplace search looks in (one function, so the search keys are kept per list). */
export const marketplaceSearchFields = (item: MarketplaceItem) => [
  item.name,
  item.description ?? '',
];

/**
 * The items the job filter and the search leave, in their original order (the same array when
 * both leave every item). Each item's name and description are normalized once per list.
 */
export function filterMarketplaceItems<T extends MarketplaceItem>(
  items: readonly T[],
  { job, query }: MarketplaceFilter,
): readonly T[] {
  return filterBySearch<T>(
    items,
    query,
    marketplaceSearchFields,
    job === null ? undefined : (item) => item.applicableJob === job,
  );
}
