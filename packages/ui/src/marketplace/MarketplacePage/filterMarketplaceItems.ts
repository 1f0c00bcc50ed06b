import type { MarketplaceJob } from '../jobs';
import type { MarketplaceItem } from '../MarketplaceItemCard';
import { matchesSearch } from '../search';

export interface MarketplaceFilter {
  /** Only items for this job; `null` for every job. */
  job: MarketplaceJob | null;
  /** Words to find in the name or the description; blank for every item. */
  query: string;
}

/** The items the job filter and the search leave, in their original order. */
export function filterMarketplaceItems<T extends MarketplaceItem>(
  items: readonly T[],
  { job, query }: MarketplaceFilter,
): T[] {
  return items.filter(
    (item) =>
      (job === null || item.applicableJob === job) &&
      matchesSearch(query, [item.name, item.description ?? '']),
  );
}
