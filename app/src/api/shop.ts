import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './keys';
import { readList } from './list';

export const shopItemsQuery = () =>
  queryOptions({
    queryKey: queryKeys.shopItems,
    queryFn: ({ signal }) => readList(api.getShopItems({ signal })),
    staleTime: 5 * 60_000,
  });

export const useShopItems = () => useQuery(shopItemsQuery());
