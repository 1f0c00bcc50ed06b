import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './keys';

export const statsQuery = () =>
  queryOptions({ queryKey: queryKeys.stats, queryFn: ({ signal }) => api.getStats({ signal }) });

export const useStats = () => useQuery(statsQuery());
