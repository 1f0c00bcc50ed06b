import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './keys';

export const transactionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.transactions,
    queryFn: ({ signal }) => api.getTransactions({ signal }),
  });

export const useTransactions = () => useQuery(transactionsQuery());
