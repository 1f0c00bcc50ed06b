import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './keys';
import { readList } from './list';

export const transactionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.transactions,
    queryFn: ({ signal }) => readList(api.getTransactions({ signal })),
  });

export const useTransactions = () => useQuery(transactionsQuery());
