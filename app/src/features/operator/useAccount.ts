import { OPERATOR_ROLE } from '@izi/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/apiClient';
import { queryKeys } from '../../shared/api/queryKeys';

export const accountQuery = () =>
  queryOptions({
    queryKey: queryKeys.account,
    queryFn: ({ signal }) => api.getAccount({ signal }),
    // Roles change only from the server's command line: one reading per session is enough.
    staleTime: Infinity,
  });

/**
 * Whether the signed-in person holds the operator role (GET /account, izi's own): undefined while
 * it loads, when it fails and on a backend without the call. The console stays hidden unless it
 * is true, and a known "no" turns its address away (SignedInContainer).
 */
export function useIsOperator(): boolean | undefined {
  const account = useQuery(accountQuery());
  return account.data?.roles.includes(OPERATOR_ROLE);
}

/** True until GET /account has answered or failed: the console's address waits for it. */
export function useAccountPending(): boolean {
  return useQuery(accountQuery()).isPending;
}

/**
 * The signed-in person's username for the header (GET /account, izi's own): undefined while it
 * loads, when it fails and on a backend without the call; the header then shows Log out alone.
 */
export function useUsername(): string | undefined {
  const account = useQuery(accountQuery());
  return account.data?.username.trim() || undefined;
}
