/**
 * The client of the account, the person's USDT requests and the operator's calls, apart from
 * `createApiClient`: the app's first load is at its size target, and these calls are needed only
 * after sign-in. It sends as `createApiClient` does (give it the same options) and imports their
 * module on its first call.
 */
import { onFirstUse } from './client';
import { createSend, type ApiClientOptions } from './transport';

export function createReviewClient(options: ApiClientOptions = {}) {
  return onFirstUse(createSend(options), () => import('./operator/client'), [
    'getAccount',
    'getUsdtRequests',
    'getOperatorUsdtRequests',
    'approveUsdtRequest',
    'rejectUsdtRequest',
    'getOperatorOrders',
    'deliverOrder',
    'cancelOrder',
    'getOperatorAudit',
  ]);
}

export type ReviewClient = ReturnType<typeof createReviewClient>;
