import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './keys';
import { readList } from './list';

export const marketplaceItemsQuery = () =>
  queryOptions({
    queryKey: queryKeys.marketplaceItems,
    queryFn: ({ signal }) => readList(api.getMarketplaceItems({ signal })),
    staleTime: 5 * 60_000,
  });

export const useMarketplaceItems = () => useQuery(marketplaceItemsQuery());
