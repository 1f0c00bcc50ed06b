import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/apiClient';
import { queryKeys } from '../../shared/api/queryKeys';

export const statsQuery = () =>
  queryOptions({ queryKey: queryKeys.stats, queryFn: ({ signal }) => api.getStats({ signal }) });

export const useStats = () => useQuery(statsQuery());
