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

/** Asked for as soon as the advisor opens (spec §4), and again on "try again". */
export const useAnalysis = (enabled: boolean) => useQuery({ ...analysisQuery(), enabled });
