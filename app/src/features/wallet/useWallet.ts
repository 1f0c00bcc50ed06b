import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/apiClient';
import { queryKeys } from '../../shared/api/queryKeys';

export const walletQuery = () =>
  queryOptions({ queryKey: queryKeys.wallet, queryFn: ({ signal }) => api.getWallet({ signal }) });

export const useWallet = () => useQuery(walletQuery());
