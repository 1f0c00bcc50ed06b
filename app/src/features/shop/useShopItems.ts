import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/apiClient';
import { queryKeys } from '../../shared/api/queryKeys';
import { readList } from '../../shared/api/listData';

export const shopItemsQuery = () =>
  queryOptions({
    queryKey: queryKeys.shopItems,
    queryFn: ({ signal }) => readList(api.getShopItems({ signal })),
    staleTime: 5 * 60_000,
  });

export const useShopItems = () => useQuery(shopItemsQuery());
