import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/apiClient';
import { queryKeys } from '../../shared/api/queryKeys';
import { readList } from '../../shared/api/listData';
import { newestFirst } from '../../shared/newestFirst';

export const transactionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.transactions,
    // Newest first whatever the server's order: the dashboard's first five are the newest.
    queryFn: async ({ signal }) => {
      const list = await readList(api.getTransactions({ signal }));
      return { ...list, items: newestFirst(list.items, (item) => item.timestamp) };
    },
  });

export const useTransactions = () => useQuery(transactionsQuery());
