import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/apiClient';
import { queryKeys } from '../../shared/api/queryKeys';
import { readList } from '../../shared/api/listData';

export const marketplaceItemsQuery = () =>
  queryOptions({
    queryKey: queryKeys.marketplaceItems,
    queryFn: ({ signal }) => readList(api.getMarketplaceItems({ signal })),
    staleTime: 5 * 60_000,
  });

export const useMarketplaceItems = () => useQuery(marketplaceItemsQuery());
