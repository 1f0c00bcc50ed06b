/**
 * The operator's calls: every one answers 403 to anyone who does not hold the operator role, before
 * it reads anything else of the request. A refusal is never 404 or 405, which tell a client the
 * call does not exist: a request or an order that does not exist is 410.
 */
import {
  operatorOrderFilters,
  operatorRequestFilters,
  requestSchemas,
  type ApproveRequest,
  type CallName,
} from '@izi/api';
import type { ServerContext } from '../context';
import {
  answer,
  bodyOf,
  localeOf,
  refusal,
  userOf,
  withId,
  type C,
  type Routes,
} from '../http/calls';
import { parseBody } from '../http/validate';
import { messages } from '../messages';
import {
  listAudit,
  listOperatorOrders,
  listOperatorRequests,
  reviewOrder,
  reviewUsdtRequest,
} from '../services/operator';
import { isOperator } from '../services/roles';

type Operated = (c: C, operatorId: number) => Promise<Response>;

/** The handler, for an operator only (403 for anyone else). */
const forOperators =
  (ctx: ServerContext, call: CallName, handler: Operated) =>
  async (c: C): Promise<Response> => {
    const userId = userOf(c);
    if (!(await isOperator(ctx.db, userId)))
      return refusal(c, call, { status: 403, message: messages.notOperator });
    return handler(c, userId);
  };

/** The `?state=` filter: absent, or one of `known` (undefined for anything else). */
function filterOf<T extends string>(c: C, known: readonly T[]): { ok: boolean; state?: T } {
  const state = c.req.query('state');
  if (state === undefined) return { ok: true };
  return known.includes(state as T) ? { ok: true, state: state as T } : { ok: false };
}

export const operatorRoutes = (ctx: ServerContext) =>
  ({
    getOperatorUsdtRequests: forOperators(ctx, 'getOperatorUsdtRequests', async (c) => {
      const filter = filterOf(c, operatorRequestFilters);
      if (!filter.ok)
        return refusal(c, 'getOperatorUsdtRequests', {
          status: 400,
          message: messages.badRequestFilter,
        });
      return answer(c, 'getOperatorUsdtRequests', await listOperatorRequests(ctx, filter.state));
    }),
    approveUsdtRequest: forOperators(ctx, 'approveUsdtRequest', (c, operatorId) =>
      withId(c, 'approveUsdtRequest', messages.badReviewId, async (id) => {
        const call = 'approveUsdtRequest';
        // The note is optional, and so is the body that carries it.
        const text = await c.req.text();
        const body = text.trim()
          ? parseBody(requestSchemas.approveUsdtRequest, text)
          : { ok: true as const, data: {} as ApproveRequest };
        if (!body.ok) return refusal(c, call, { status: 400, message: body.message });
        const note = body.data.note?.trim() ?? null;
        const result = await reviewUsdtRequest(ctx, operatorId, id, 'approve', note);
        if (!result.ok) return refusal(c, call, result);
        const message = messages.approved(result.value.type);
        return answer(c, call, { success: true, message, request: result.value });
      }),
    ),
    rejectUsdtRequest: forOperators(ctx, 'rejectUsdtRequest', (c, operatorId) =>
      withId(c, 'rejectUsdtRequest', messages.badReviewId, async (id) => {
        const call = 'rejectUsdtRequest';
        const body = await bodyOf(c, call);
        if (!body.ok) return refusal(c, call, { status: 400, message: body.message });
        const reason = body.data.reason.trim();
        const result = await reviewUsdtRequest(ctx, operatorId, id, 'reject', reason);
        if (!result.ok) return refusal(c, call, result);
        const message = messages.rejected(result.value.type);
        return answer(c, call, { success: true, message, request: result.value });
      }),
    ),
    getOperatorOrders: forOperators(ctx, 'getOperatorOrders', async (c) => {
      const filter = filterOf(c, operatorOrderFilters);
      if (!filter.ok)
        return refusal(c, 'getOperatorOrders', { status: 400, message: messages.badOrderFilter });
      const list = await listOperatorOrders(ctx, filter.state, localeOf(c));
      return answer(c, 'getOperatorOrders', list, { inRequestLanguage: true });
    }),
    deliverOrder: forOperators(ctx, 'deliverOrder', (c, operatorId) =>
      withId(c, 'deliverOrder', messages.badReviewId, async (id) => {
        const result = await reviewOrder(ctx, operatorId, id, 'deliver', null, localeOf(c));
        if (!result.ok) return refusal(c, 'deliverOrder', result);
        const answered = {
          success: true as const,
          message: messages.delivered,
          order: result.value,
        };
        return answer(c, 'deliverOrder', answered, { inRequestLanguage: true });
      }),
    ),
    cancelOrder: forOperators(ctx, 'cancelOrder', (c, operatorId) =>
      withId(c, 'cancelOrder', messages.badReviewId, async (id) => {
        const call = 'cancelOrder';
        const body = await bodyOf(c, call);
        if (!body.ok) return refusal(c, call, { status: 400, message: body.message });
        const reason = body.data.reason.trim();
        const result = await reviewOrder(ctx, operatorId, id, 'cancel', reason, localeOf(c));
        if (!result.ok) return refusal(c, call, result);
        const answered = {
          success: true as const,
          message: messages.cancelled,
          order: result.value,
        };
        return answer(c, call, answered, { inRequestLanguage: true });
      }),
    ),
    getOperatorAudit: forOperators(ctx, 'getOperatorAudit', async (c) =>
      answer(c, 'getOperatorAudit', await listAudit(ctx)),
    ),
  }) satisfies Routes;
