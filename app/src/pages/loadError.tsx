import { isApiError } from '@izi/api';
import { LoadError, type LoadErrorReason } from '@izi/ui';

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
 * What the person is told about a failed call, from the client's `ApiError`: no answer at all
 * (`network`, `aborted`) is the connection; a 401 is the end of the session; any other status
 * (a 5xx above all) or a refusal is the server's; an answer that breaks the contract
 * (`schema`) could not be read.
 */
export function loadErrorReasonOf(error: unknown): LoadErrorReason {
  if (!isApiError(error)) return 'network';
  switch (error.kind) {
    case 'schema':
      return 'unreadable';
    case 'http':
      return error.status === 401 ? 'session' : 'server';
    case 'rejected':
      return 'server';
    default:
      return 'network';
  }
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
