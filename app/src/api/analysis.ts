import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './keys';

export const analysisQuery = () =>
  queryOptions({
    queryKey: queryKeys.analysis,
    queryFn: ({ signal }) => api.analyzeCharacters({ signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/**
 * Asked for only when the advisor opens (spec §4: it runs automatically on open) and again on
 * "try again": the modal calls `refetch`, so the query never runs by itself.
 */
export const useAnalysis = () => useQuery({ ...analysisQuery(), enabled: false });
