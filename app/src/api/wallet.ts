import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './keys';

export const walletQuery = () =>
  queryOptions({ queryKey: queryKeys.wallet, queryFn: ({ signal }) => api.getWallet({ signal }) });

export const useWallet = () => useQuery(walletQuery());
