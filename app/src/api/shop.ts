import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './keys';

export const shopItemsQuery = () =>
  queryOptions({
    queryKey: queryKeys.shopItems,
    queryFn: ({ signal }) => api.getShopItems({ signal }),
    staleTime: 5 * 60_000,
  });

export const useShopItems = () => useQuery(shopItemsQuery());
