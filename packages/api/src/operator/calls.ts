import { entry, type CallSpec } from '../call-spec';
import {
  auditEntrySchema,
  operatorOrderSchema,
  operatorUsdtRequestSchema,
  orderReviewResponseSchema,
  usdtReviewResponseSchema,
  type AuditEntry,
  type OperatorOrder,
  type OperatorUsdtRequest,
  type OrderReviewResult,
  type UsdtReviewResult,
} from './schemas';

/** izi's own calls for the people who run it: an operator only (403 for anyone else). */
export const operatorCalls = {
  /** `?state=pending|approved|rejected`: the requests, newest first. */
  getOperatorUsdtRequests: entry(
    'izi',
    'GET',
    '/operator/usdt-requests',
    operatorUsdtRequestSchema,
    {
      list: true,
    },
  ),
  /** `{ note? }`: a deposit credits its iziDol, a withdrawal debits the iziDol it held. */
  approveUsdtRequest: entry(
    'izi',
    'POST',
    '/operator/usdt-requests/:id/approve',
    usdtReviewResponseSchema,
  ),
  /** `{ reason }`: a withdrawal's hold is released. */
  rejectUsdtRequest: entry(
    'izi',
    'POST',
    '/operator/usdt-requests/:id/reject',
    usdtReviewResponseSchema,
  ),
  /** `?state=pending|delivered|cancelled`: the orders, newest first. */
  getOperatorOrders: entry('izi', 'GET', '/operator/orders', operatorOrderSchema, { list: true }),
  /** No body. */
  deliverOrder: entry('izi', 'POST', '/operator/orders/:id/deliver', orderReviewResponseSchema),
  /** `{ reason }`: refunds its iziDol and iziDom and puts the stock back. */
  cancelOrder: entry('izi', 'POST', '/operator/orders/:id/cancel', orderReviewResponseSchema),
  /** Every operator action, newest first. */
  getOperatorAudit: entry('izi', 'GET', '/operator/audit', auditEntrySchema, { list: true }),
} satisfies Record<string, CallSpec>;

/** What the operator's calls answer as this server (and the mocks) write it. */
export interface OperatorAnswers {
  getOperatorUsdtRequests: OperatorUsdtRequest[];
  approveUsdtRequest: UsdtReviewResult;
  rejectUsdtRequest: UsdtReviewResult;
  getOperatorOrders: OperatorOrder[];
  deliverOrder: OrderReviewResult;
  cancelOrder: OrderReviewResult;
  getOperatorAudit: AuditEntry[];
}
