/**
 * The operator's work: the queues of USDT requests and orders, their reviews, and the audit.
 *
 * A review is one transaction under the lock of the person whose request or order it is (as every
 * write to their money), and it changes the state only where it is still pending (`UPDATE … WHERE
 * state = 'pending'`): of two operators reviewing one request at once, one changes it and moves
 * the money, the other finds it reviewed and is refused (409). The ledger rows carry a `ref` of
 * the request or order, and the audit one row per request or order, so a review can never be
 * applied twice even by a bug. An operator never reviews their own request or order.
 */
import {
  ORDER_CANCELLED,
  ORDER_DELIVERED,
  ORDER_PENDING_DELIVERY,
  type AuditAction,
  type AuditEntry,
  type AuditSubject,
  type OperatorOrder,
  type OperatorOrderFilter,
  type OperatorRequestFilter,
  type OperatorUsdtRequest,
  type ApiLocale,
} from '@izi/api';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ok, refuse, type Result, type ServerContext } from '../context';
import type { Executor, Tx } from '../db/database';
import { operatorAudit, orderLines, orders, shopItems, usdtRequests, users } from '../db/schema';
import { messages } from '../messages';
import { debitOr, record, refusedIfOverdrawn, type Movement } from './ledger';
import { orderColumns, withLines } from './shop';
import { lockUser } from './user-lock';
import { usdtRequestColumns, usdtRequestOf } from './wallet';

const owner = alias(users, 'owner');
const reviewer = alias(users, 'reviewer');

// ---------------------------------------------------------------------------------------------
// The queues

async function requestsWhere(
  db: Executor,
  where: SQL | undefined,
  limit: number,
): Promise<OperatorUsdtRequest[]> {
  const rows = await db
    .select({ ...usdtRequestColumns, username: owner.username, reviewer: reviewer.username })
    .from(usdtRequests)
    .innerJoin(owner, eq(owner.id, usdtRequests.userId))
    .leftJoin(reviewer, eq(reviewer.id, usdtRequests.reviewerId))
    .where(where)
    .orderBy(desc(usdtRequests.createdAt), desc(usdtRequests.id))
    .limit(limit);
  return rows.map(usdtRequestOf);
}

/** The USDT requests (in one state, or all), newest first. */
export const listOperatorRequests = (ctx: ServerContext, state?: OperatorRequestFilter) =>
  requestsWhere(
    ctx.db,
    state ? eq(usdtRequests.status, state) : undefined,
    ctx.rules.reviewListLimit,
  );

const orderStateOf = {
  pending: ORDER_PENDING_DELIVERY,
  delivered: ORDER_DELIVERED,
  cancelled: ORDER_CANCELLED,
};

async function ordersWhere(
  db: Executor,
  where: SQL | undefined,
  limit: number,
  locale: ApiLocale,
): Promise<OperatorOrder[]> {
  const rows = await db
    .select({ ...orderColumns, username: owner.username, reviewer: reviewer.username })
    .from(orders)
    .innerJoin(owner, eq(owner.id, orders.userId))
    .leftJoin(reviewer, eq(reviewer.id, orders.reviewerId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return withLines(db, rows, locale);
}

/** The orders (in one state, or all), newest first, their lines named in `locale`. */
export const listOperatorOrders = (
  ctx: ServerContext,
  state: OperatorOrderFilter | undefined,
  locale: ApiLocale,
) =>
  ordersWhere(
    ctx.db,
    state ? eq(orders.state, orderStateOf[state]) : undefined,
    ctx.rules.reviewListLimit,
    locale,
  );

/** Every operator action, newest first. */
export async function listAudit(ctx: ServerContext): Promise<AuditEntry[]> {
  const rows = await ctx.db
    .select({
      id: operatorAudit.id,
      operator: users.username,
      action: operatorAudit.action,
      subject: operatorAudit.subject,
      subjectId: operatorAudit.subjectId,
      before: operatorAudit.before,
      after: operatorAudit.after,
      reason: operatorAudit.reason,
      at: operatorAudit.at,
    })
    .from(operatorAudit)
    .innerJoin(users, eq(users.id, operatorAudit.operatorId))
    .orderBy(desc(operatorAudit.at), desc(operatorAudit.id))
    .limit(ctx.rules.reviewListLimit);
  return rows.map((row) => ({
    ...row,
    action: row.action as AuditAction,
    subject: row.subject as AuditSubject,
    at: row.at.toISOString(),
  }));
}

// ---------------------------------------------------------------------------------------------
// Reviews

/** An audit row as written: the contract's entry with the operator's id and the time as a date. */
type Review = Omit<AuditEntry, 'id' | 'operator' | 'subjectId' | 'at'> & {
  operatorId: number;
  subjectId: number;
  at: Date;
};

const audit = (tx: Tx, review: Review) => tx.insert(operatorAudit).values(review);

/**
 * Approves (a deposit credits its amount in iziDol, a withdrawal debits the iziDol it held) or
 * rejects (with its reason; a withdrawal's hold is released) a pending USDT request.
 */
export async function reviewUsdtRequest(
  ctx: ServerContext,
  operatorId: number,
  id: number,
  action: 'approve' | 'reject',
  text: string | null,
): Promise<Result<OperatorUsdtRequest>> {
  const [found] = await ctx.db
    .select({ userId: usdtRequests.userId, type: usdtRequests.type, amount: usdtRequests.amount })
    .from(usdtRequests)
    .where(eq(usdtRequests.id, id));
  if (!found) return refuse(410, messages.requestGone);
  if (found.userId === operatorId) return refuse(403, messages.ownRequest);
  const after = action === 'approve' ? 'approved' : 'rejected';
  return refusedIfOverdrawn(() =>
    ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      await lockUser(tx, found.userId);
      const changed = await tx
        .update(usdtRequests)
        .set({
          status: after,
          reviewerId: operatorId,
          reviewedAt: now,
          reason: action === 'reject' ? text : null,
        })
        .where(and(eq(usdtRequests.id, id), eq(usdtRequests.status, 'pending')))
        .returning({ id: usdtRequests.id });
      if (changed.length === 0) {
        const [current] = await tx
          .select({ state: usdtRequests.status })
          .from(usdtRequests)
          .where(eq(usdtRequests.id, id));
        return refuse(409, messages.requestReviewed(current?.state ?? 'gone'));
      }
      if (action === 'approve') {
        const deposit = found.type === 'deposit';
        const movement: Movement = {
          transactionType: deposit ? 'CREDIT' : 'DEBIT',
          tokenType: 'IZIDOL',
          amount: found.amount,
          direction: deposit ? 1 : -1,
          ref: `usdt:${id}`,
          at: now,
        };
        await debitOr(refuse(409, messages.insufficientForWithdrawal), () =>
          record(tx, found.userId, [movement]),
        );
      }
      const subject = 'usdt-request';
      await audit(tx, {
        operatorId,
        action,
        subject,
        subjectId: id,
        before: 'pending',
        after,
        reason: text,
        at: now,
      });
      const [reviewed] = await requestsWhere(tx, eq(usdtRequests.id, id), 1);
      return ok(reviewed!);
    }),
  );
}

/**
 * Delivers a pending order, or cancels it (with its reason): its iziDol and iziDom come back
 * (CREDIT) and its items go back in stock.
 */
export async function reviewOrder(
  ctx: ServerContext,
  operatorId: number,
  id: number,
  action: 'deliver' | 'cancel',
  reason: string | null,
  locale: ApiLocale,
): Promise<Result<OperatorOrder>> {
  const [found] = await ctx.db
    .select({ userId: orders.userId, totalDol: orders.totalDol, totalDom: orders.totalDom })
    .from(orders)
    .where(eq(orders.id, id));
  if (!found) return refuse(410, messages.orderGone);
  if (found.userId === operatorId) return refuse(403, messages.ownOrder);
  const after = action === 'deliver' ? ORDER_DELIVERED : ORDER_CANCELLED;
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await lockUser(tx, found.userId);
    const changed = await tx
      .update(orders)
      .set({ state: after, reviewerId: operatorId, reviewedAt: now, reason })
      .where(and(eq(orders.id, id), eq(orders.state, ORDER_PENDING_DELIVERY)))
      .returning({ id: orders.id });
    if (changed.length === 0) {
      const [current] = await tx
        .select({ state: orders.state })
        .from(orders)
        .where(eq(orders.id, id));
      return refuse(409, messages.orderReviewed(current?.state ?? 'gone'));
    }
    if (action === 'cancel') await refund(tx, found.userId, id, found, now);
    const subject = 'order';
    await audit(tx, {
      operatorId,
      action,
      subject,
      subjectId: id,
      before: ORDER_PENDING_DELIVERY,
      after,
      reason,
      at: now,
    });
    const [reviewed] = await ordersWhere(tx, eq(orders.id, id), 1, locale);
    return ok(reviewed!);
  });
}

/** A cancelled order's money back to its buyer and its items back in stock. */
async function refund(
  tx: Tx,
  userId: number,
  orderId: number,
  totals: { totalDol: number; totalDom: number },
  at: Date,
) {
  const lines = await tx
    .select({ itemId: orderLines.itemId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.itemId));
  // The items' rows in id order, as a checkout locks them: neither waits on the other in a circle.
  await tx
    .select({ id: shopItems.id })
    .from(shopItems)
    .where(
      inArray(
        shopItems.id,
        lines.map((line) => line.itemId),
      ),
    )
    .orderBy(asc(shopItems.id))
    .for('update');
  for (const line of lines)
    await tx
      .update(shopItems)
      .set({ stock: sql`${shopItems.stock} + ${line.quantity}` })
      .where(eq(shopItems.id, line.itemId));
  const back = (tokenType: 'IZIDOL' | 'IZIDOM', amount: number): Movement[] =>
    amount > 0
      ? [
          {
            transactionType: 'CREDIT',
            tokenType,
            amount,
            direction: 1,
            ref: `refund:${orderId}:${tokenType}`,
            at,
          },
        ]
      : [];
  await record(tx, userId, [
    ...back('IZIDOL', totals.totalDol),
    ...back('IZIDOM', totals.totalDom),
  ]);
}
