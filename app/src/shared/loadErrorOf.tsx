import { LoadError } from '@izi/ui';
import { loadErrorReasonOf } from './errorText';

/** What a page needs of a query to say that its first load failed, why, and to ask again. */
export interface LoadableQuery {
  /** The query failed (after its retries) and has no data to show. */
  isLoadingError: boolean;
  isFetching: boolean;
  /** Why it failed (an `ApiError` from the client). */
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * The notice that stands in for a query's content when its first load failed (a failed
 * background refresh keeps the data on screen instead), saying what failed; Try again
 * refetches. Undefined otherwise.
 */
export function loadErrorOf(query: LoadableQuery) {
  if (!query.isLoadingError) return undefined;
  return (
    <LoadError
      reason={loadErrorReasonOf(query.error)}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
