/**
 * The client's methods of the operator's calls, the account and the person's USDT requests, over
 * its `send`: imported on first use, as one module (each module loaded on first use adds to the
 * app's first load).
 */
import { accountClient } from '../auth/account';
import { pathWithId, type CallSpec, type Id, type RequestOptions, type Send } from '../call-spec';
import { usdtRequestListClient } from '../wallet/usdt-requests';
import { operatorCalls } from './calls';
import type {
  ApproveRequest,
  OperatorOrderFilter,
  OperatorRequestFilter,
  ReasonRequest,
} from './requests';

const filtered = (spec: CallSpec, state: string | undefined) =>
  state ? `${spec.path}?state=${encodeURIComponent(state)}` : spec.path;

export const operatorClient = (send: Send) => {
  const c = operatorCalls;
  return {
    ...accountClient(send),
    ...usdtRequestListClient(send),
    /** GET /operator/usdt-requests[?state=…]: the requests, newest first. */
    getOperatorUsdtRequests: (state?: OperatorRequestFilter, o?: RequestOptions) =>
      send('getOperatorUsdtRequests', c.getOperatorUsdtRequests, {
        ...o,
        path: filtered(c.getOperatorUsdtRequests, state),
      }),
    /** POST /operator/usdt-requests/{id}/approve with `{ note? }`. */
    approveUsdtRequest: (id: Id, body: ApproveRequest = {}, o?: RequestOptions) =>
      send('approveUsdtRequest', c.approveUsdtRequest, {
        ...o,
        path: pathWithId(c.approveUsdtRequest, id),
        body,
      }),
    /** POST /operator/usdt-requests/{id}/reject with `{ reason }`. */
    rejectUsdtRequest: (id: Id, body: ReasonRequest, o?: RequestOptions) =>
      send('rejectUsdtRequest', c.rejectUsdtRequest, {
        ...o,
        path: pathWithId(c.rejectUsdtRequest, id),
        body,
      }),
    /** GET /operator/orders[?state=…]: the orders, newest first. */
    getOperatorOrders: (state?: OperatorOrderFilter, o?: RequestOptions) =>
      send('getOperatorOrders', c.getOperatorOrders, {
        ...o,
        path: filtered(c.getOperatorOrders, state),
      }),
    /** POST /operator/orders/{id}/deliver, no body. */
    deliverOrder: (id: Id, o?: RequestOptions) =>
      send('deliverOrder', c.deliverOrder, { ...o, path: pathWithId(c.deliverOrder, id) }),
    /** POST /operator/orders/{id}/cancel with `{ reason }`: refunds and restocks. */
    cancelOrder: (id: Id, body: ReasonRequest, o?: RequestOptions) =>
      send('cancelOrder', c.cancelOrder, { ...o, path: pathWithId(c.cancelOrder, id), body }),
    /** GET /operator/audit: every operator action, newest first. */
    getOperatorAudit: (o?: RequestOptions) => send('getOperatorAudit', c.getOperatorAudit, o),
  };
};

export default operatorClient;
