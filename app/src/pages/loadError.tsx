import { LoadError } from '@izi/ui';

/** What a page needs of a query to say that its first load failed and to ask again. */
export interface LoadableQuery {
  /** The query failed (after its retries) and has no data to show. */
  isLoadingError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * The notice that stands in for a query's content when its first load failed (a failed
 * background refresh keeps the data on screen instead); Try again refetches. Undefined otherwise.
 */
export function loadErrorOf(query: LoadableQuery) {
  if (!query.isLoadingError) return undefined;
  return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
}
