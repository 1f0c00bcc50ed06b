import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/apiClient';
import { queryKeys } from '../../shared/api/queryKeys';
import { newestFirst } from '../../shared/newestFirst';

export const usdtRequestsQuery = () =>
  queryOptions({
    queryKey: queryKeys.usdtRequests,
    queryFn: async ({ signal }) =>
      newestFirst(await api.getUsdtRequests({ signal }), (request) => request.createdAt),
  });

/** GET /usdt/requests (izi's own): the person's deposits and withdrawals with their review, newest first. */
export const useUsdtRequests = () => useQuery(usdtRequestsQuery());
