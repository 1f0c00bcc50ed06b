import type { OperatorOrderFilter, OperatorRequestFilter } from '@izi/api';
import type { ReviewDecision } from '@izi/ui';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/apiClient';
import { queryKeys } from '../../shared/api/queryKeys';
import { ordersQuery } from '../shop/useCart';

const operatorKeys = {
  requests: (state: OperatorRequestFilter) => [...queryKeys.operator, 'requests', state] as const,
  orders: (state: OperatorOrderFilter) => [...queryKeys.operator, 'orders', state] as const,
  audit: [...queryKeys.operator, 'audit'] as const,
};

export const operatorRequestsQuery = (state: OperatorRequestFilter) =>
  queryOptions({
    queryKey: operatorKeys.requests(state),
    queryFn: ({ signal }) => api.getOperatorUsdtRequests(state, { signal }),
  });

export const operatorOrdersQuery = (state: OperatorOrderFilter) =>
  queryOptions({
    queryKey: operatorKeys.orders(state),
    queryFn: ({ signal }) => api.getOperatorOrders(state, { signal }),
  });

export const operatorAuditQuery = () =>
  queryOptions({
    queryKey: operatorKeys.audit,
    queryFn: ({ signal }) => api.getOperatorAudit({ signal }),
  });

/** GET /operator/usdt-requests?state=…: one queue of deposits and withdrawals. */
export const useOperatorRequests = (state: OperatorRequestFilter) =>
  useQuery(operatorRequestsQuery(state));

/** GET /operator/orders?state=…: one queue of orders. */
export const useOperatorOrders = (state: OperatorOrderFilter) =>
  useQuery(operatorOrdersQuery(state));

/** GET /operator/audit: every operator action, newest first. */
export const useOperatorAudit = () => useQuery(operatorAuditQuery());

function send(decision: ReviewDecision) {
  switch (decision.action) {
    case 'approve':
      return api.approveUsdtRequest(
        decision.id,
        decision.note === undefined ? {} : { note: decision.note },
      );
    case 'reject':
      return api.rejectUsdtRequest(decision.id, { reason: decision.reason });
    case 'deliver':
      return api.deliverOrder(decision.id);
    case 'cancel':
      return api.cancelOrder(decision.id, { reason: decision.reason });
  }
}

/**
 * A review: approve or reject a USDT request, deliver or cancel an order. Afterwards the queues
 * and the audit are read again, and so is what the review may have changed of the person's own
 * (when the operator reviews someone else, those reads just answer as before): the balances and
 * history, the requests, the orders, the shop's stock.
 */
export function useReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all(
        [
          queryKeys.operator,
          queryKeys.wallet,
          queryKeys.transactions,
          queryKeys.stats,
          queryKeys.usdtRequests,
          queryKeys.shopItems,
          ordersQuery().queryKey,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
