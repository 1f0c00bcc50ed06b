import type { Locale } from '@izi/locales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/apiClient';
import { queryKeys } from '../../shared/api/queryKeys';

/**
 * The advisor's analysis in `locale`, the language on screen: the client sends it as
 * `Accept-Language`, and the key names it, so an answer in one language never stands for another.
 */
const analysisQuery = (locale: Locale) =>
  queryOptions({
    queryKey: queryKeys.analysis(locale),
    queryFn: ({ signal }) => api.analyzeCharacters({ signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/**
 * Asked for only when the advisor opens (the spec: it runs automatically on open) and again on
 * "try again": the modal calls `refetch`, so the query never runs by itself. After a change of
 * language the key is another one, so the next opening asks in the new language.
 */
export const useAnalysis = (locale: Locale) =>
  useQuery({ ...analysisQuery(locale), enabled: false });
