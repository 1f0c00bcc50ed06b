import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/apiClient';
import { queryKeys } from '../../shared/api/queryKeys';

export const usdtRequestsQuery = () =>
  queryOptions({
    queryKey: queryKeys.usdtRequests,
    queryFn: ({ signal }) => api.getUsdtRequests({ signal }),
  });

/** GET /usdt/requests (izi's own): the person's deposits and withdrawals with their review. */
export const useUsdtRequests = () => useQuery(usdtRequestsQuery());
