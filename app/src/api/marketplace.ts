import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './keys';

export const marketplaceItemsQuery = () =>
  queryOptions({
    queryKey: queryKeys.marketplaceItems,
    queryFn: ({ signal }) => api.getMarketplaceItems({ signal }),
    staleTime: 5 * 60_000,
  });

export const useMarketplaceItems = () => useQuery(marketplaceItemsQuery());
