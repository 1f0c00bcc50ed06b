import { isApiError, isUnauthorized } from '@izi/api';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { authToken } from '../authToken';
import { isNotAvailableYet } from './apiClient';

/**
 * A 4xx will not get better by asking again, nor will a backend without izi's own calls grow
 * them; a network blip or a 5xx might.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isNotAvailableYet(error)) return false;
  if (isApiError(error) && (error.kind === 'schema' || error.kind === 'rejected')) return false;
  if (isApiError(error) && error.status !== undefined && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * A token the server no longer accepts ends the session, wherever the 401 came from; the login
 * screen then says the session has expired.
 */
function endSessionOn401(error: unknown) {
  if (isUnauthorized(error) && error.call !== 'login') authToken.expire();
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: endSessionOn401 }),
    mutationCache: new MutationCache({ onError: endSessionOn401 }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
