/**
 * The operator's calls in the mocks: the queues and the audit answer from the db, and a review
 * changes the request or order (once: a second review is refused with 409, as the server's) and
 * adds its audit entry. The mocked operator is `ops_demo`; the money of the people reviewed is
 * not modelled here. Scenarios give the refusals: not an operator (403), already reviewed (409),
 * one's own request or order (403).
 */
import {
  approveRequestSchema,
  operatorOrderFilters,
  operatorRequestFilters,
  operatorTexts,
  ORDER_CANCELLED,
  ORDER_DELIVERED,
  ORDER_PENDING_DELIVERY,
  reasonRequestSchema,
  type AuditEntry,
  type ExtensionCallName,
} from '@izi/api';
import { inRequestLanguage, languageOf, orderIn } from '../catalog-language';
import type { MockDb } from '../db';
import * as extension from '../extension-route';
import { readJson } from '../route';

const { extensionRoute, answer, refusal, refused } = extension;

/** The name the mocked operator reviews under. */
export const MOCK_OPERATOR = 'ops_demo';

function audited(db: MockDb, entry: Omit<AuditEntry, 'id' | 'operator' | 'at'>) {
  const { audit } = db.state.operator;
  const id = Math.max(0, ...audit.map((e) => e.id)) + 1;
  audit.unshift({ id, operator: MOCK_OPERATOR, at: db.now().toISOString(), ...entry });
}

/** `?state=` of the request: absent, one of `known`, or `false` for anything else. */
function filterOf<T extends string>(request: Request, known: readonly T[]): T | undefined | false {
  const state = new URL(request.url).searchParams.get('state');
  if (state === null) return undefined;
  return known.includes(state as T) ? (state as T) : false;
}

const orderStateOf = {
  pending: ORDER_PENDING_DELIVERY,
  delivered: ORDER_DELIVERED,
  cancelled: ORDER_CANCELLED,
};

type Review = 'approveUsdtRequest' | 'rejectUsdtRequest' | 'deliverOrder' | 'cancelOrder';

/** The review's body: `{ note? }` (optional), `{ reason }`, or none; null when it is refused. */
async function textOf(call: Review, request: Request): Promise<string | null | false> {
  if (call === 'deliverOrder') return null;
  const json = await readJson(request);
  if (call === 'approveUsdtRequest') {
    const body = approveRequestSchema.safeParse(json ?? {});
    return body.success ? (body.data.note?.trim() ?? null) : false;
  }
  const body = reasonRequestSchema.safeParse(json);
  return body.success ? body.data.reason.trim() : false;
}

function reviewRequest(
  call: 'approveUsdtRequest' | 'rejectUsdtRequest',
): extension.ExtensionScenario {
  return (ctx) =>
    extensionRoute(call, ctx, async ({ request, id }) => {
      const text = await textOf(call, request);
      if (text === false) return refusal(call, 400, extension.extensionMessages.badRequest);
      const found = ctx.db.state.operator.requests.find((r) => r.id === id);
      if (!found) return refusal(call, 410, operatorTexts.requestGone);
      if (found.state !== 'pending')
        return refusal(call, 409, operatorTexts.requestReviewed(found.state));
      const approve = call === 'approveUsdtRequest';
      Object.assign(found, {
        state: approve ? 'approved' : 'rejected',
        reason: approve ? null : text,
        reviewer: MOCK_OPERATOR,
        reviewedAt: ctx.db.now().toISOString(),
      });
      audited(ctx.db, {
        action: approve ? 'approve' : 'reject',
        subject: 'usdt-request',
        subjectId: id,
        before: 'pending',
        after: found.state,
        reason: text,
      });
      const message = (approve ? operatorTexts.approved : operatorTexts.rejected)(found.type);
      return answer(call, { success: true, message, request: { ...found } });
    });
}

function reviewOrder(call: 'deliverOrder' | 'cancelOrder'): extension.ExtensionScenario {
  return (ctx) =>
    extensionRoute(call, ctx, async ({ request, id }) => {
      const text = await textOf(call, request);
      if (text === false) return refusal(call, 400, extension.extensionMessages.badRequest);
      const found = ctx.db.state.operator.orders.find((o) => o.id === id);
      if (!found) return refusal(call, 410, operatorTexts.orderGone);
      if (found.state !== ORDER_PENDING_DELIVERY)
        return refusal(call, 409, operatorTexts.orderReviewed(found.state));
      const deliver = call === 'deliverOrder';
      Object.assign(found, {
        state: deliver ? ORDER_DELIVERED : ORDER_CANCELLED,
        reason: text,
        reviewer: MOCK_OPERATOR,
        reviewedAt: ctx.db.now().toISOString(),
      });
      audited(ctx.db, {
        action: deliver ? 'deliver' : 'cancel',
        subject: 'order',
        subjectId: id,
        before: ORDER_PENDING_DELIVERY,
        after: found.state,
        reason: text,
      });
      const message = deliver ? operatorTexts.delivered : operatorTexts.cancelled;
      return answer(call, { success: true, message, order: { ...found } });
    });
}

export const operatorHandlers = {
  getOperatorUsdtRequests: (ctx) =>
    extensionRoute('getOperatorUsdtRequests', ctx, ({ request }) => {
      const state = filterOf(request, operatorRequestFilters);
      if (state === false)
        return refusal('getOperatorUsdtRequests', 400, operatorTexts.badRequestFilter);
      const { requests } = ctx.db.state.operator;
      return answer(
        'getOperatorUsdtRequests',
        state ? requests.filter((r) => r.state === state) : requests,
      );
    }),
  approveUsdtRequest: reviewRequest('approveUsdtRequest'),
  rejectUsdtRequest: reviewRequest('rejectUsdtRequest'),
  getOperatorOrders: (ctx) =>
    extensionRoute('getOperatorOrders', ctx, ({ request }) => {
      const state = filterOf(request, operatorOrderFilters);
      if (state === false) return refusal('getOperatorOrders', 400, operatorTexts.badOrderFilter);
      const { orders } = ctx.db.state.operator;
      const locale = languageOf(request);
      return answer(
        'getOperatorOrders',
        (state ? orders.filter((o) => o.state === orderStateOf[state]) : orders).map((order) =>
          orderIn(order, locale),
        ),
        { headers: inRequestLanguage },
      );
    }),
  deliverOrder: reviewOrder('deliverOrder'),
  cancelOrder: reviewOrder('cancelOrder'),
  getOperatorAudit: (ctx) =>
    extensionRoute('getOperatorAudit', ctx, () =>
      answer('getOperatorAudit', ctx.db.state.operator.audit),
    ),
} satisfies Record<string, extension.ExtensionScenario>;

type OperatorCall = keyof typeof operatorHandlers;

const notOperator = (call: ExtensionCallName) => refused(call, 403, operatorTexts.notOperator);
const emptyList =
  <C extends 'getOperatorUsdtRequests' | 'getOperatorOrders' | 'getOperatorAudit'>(
    call: C,
  ): extension.ExtensionScenario =>
  (ctx) =>
    extensionRoute(call, ctx, () => answer(call, []));

export const operatorScenarios = {
  getOperatorUsdtRequests: {
    notOperator: notOperator('getOperatorUsdtRequests'),
    empty: emptyList('getOperatorUsdtRequests'),
  },
  approveUsdtRequest: {
    notOperator: notOperator('approveUsdtRequest'),
    alreadyReviewed: refused('approveUsdtRequest', 409, operatorTexts.requestReviewed('rejected')),
    ownRequest: refused('approveUsdtRequest', 403, operatorTexts.ownRequest),
  },
  rejectUsdtRequest: {
    notOperator: notOperator('rejectUsdtRequest'),
    alreadyReviewed: refused('rejectUsdtRequest', 409, operatorTexts.requestReviewed('approved')),
    ownRequest: refused('rejectUsdtRequest', 403, operatorTexts.ownRequest),
  },
  getOperatorOrders: {
    notOperator: notOperator('getOperatorOrders'),
    empty: emptyList('getOperatorOrders'),
  },
  deliverOrder: {
    notOperator: notOperator('deliverOrder'),
    alreadyReviewed: refused('deliverOrder', 409, operatorTexts.orderReviewed(ORDER_CANCELLED)),
    ownOrder: refused('deliverOrder', 403, operatorTexts.ownOrder),
  },
  cancelOrder: {
    notOperator: notOperator('cancelOrder'),
    alreadyReviewed: refused('cancelOrder', 409, operatorTexts.orderReviewed(ORDER_DELIVERED)),
    ownOrder: refused('cancelOrder', 403, operatorTexts.ownOrder),
  },
  getOperatorAudit: {
    notOperator: notOperator('getOperatorAudit'),
    empty: emptyList('getOperatorAudit'),
  },
} satisfies Record<OperatorCall, Record<string, extension.ExtensionScenario>>;
