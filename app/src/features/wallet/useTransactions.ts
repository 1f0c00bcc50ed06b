import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/apiClient';
import { queryKeys } from '../../shared/api/queryKeys';
import { readList } from '../../shared/api/listData';

export const transactionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.transactions,
    queryFn: ({ signal }) => readList(api.getTransactions({ signal })),
  });

export const useTransactions = () => useQuery(transactionsQuery());
