/**
 * The iziShop: its catalog, the cart the server keeps per user, checkout and orders (which an
 * operator delivers or cancels: `operator.ts`).
 *
 * A checkout, as every write, first locks the user's row; it also locks the shop items it sells
 * (in id order, so two checkouts never wait on each other in a circle) and lowers their stock
 * only where enough is left, so of two people buying the last item, one gets it.
 */
import type { ApiLocale, ShopItem } from '@izi/api';
import {
  cartOf,
  hasDiscount,
  linePrice,
  orderLineOf,
  ORDER_PENDING_DELIVERY,
  type Cart,
  type CartLine,
  type CartLineRequest,
  type Order,
  type OrderLine,
  type OrderState,
} from '@izi/api';
import { and, asc, desc, eq, getTableColumns, gte, inArray, sql } from 'drizzle-orm';
import { ok, refuse, type Result, type ServerContext } from '../context';
import type { Executor } from '../db/database';
import { cartLines, orderLines, orders, shopItems, shopItemTexts } from '../db/schema';
import { messages } from '../messages';
import { orOwn, textIn } from './catalog-texts';
import { balanceOf, debitOr, record, refusedIfOverdrawn } from './ledger';
import { lockUser } from './user-lock';
import { pendingWithdrawals } from './wallet';

/** The shop's items, named and described in `locale`. */
export async function listShopItems(
  ctx: ServerContext,
  locale: ApiLocale = 'en',
): Promise<ShopItem[]> {
  return ctx.db
    .select({
      ...getTableColumns(shopItems),
      name: orOwn(shopItemTexts.name, shopItems.name),
      description: orOwn(shopItemTexts.description, shopItems.description),
    })
    .from(shopItems)
    .leftJoin(shopItemTexts, textIn(shopItemTexts, shopItems.id, locale))
    .orderBy(asc(shopItems.id));
}

// ---------------------------------------------------------------------------------------------
// The cart

async function cartFromDb(db: Executor, userId: number): Promise<Cart> {
  const rows = await db
    .select({
      itemId: cartLines.itemId,
      quantity: cartLines.quantity,
      payWithDiscount: cartLines.payWithDiscount,
      priceDol: shopItems.priceDol,
      discountPriceDol: shopItems.discountPriceDol,
      discountCostDom: shopItems.discountCostDom,
    })
    .from(cartLines)
    .innerJoin(shopItems, eq(shopItems.id, cartLines.itemId))
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.itemId));
  const lines: CartLine[] = rows.map((row) => {
    // A discount the item no longer has is not paid: the line costs its full price.
    const payWithDiscount = row.payWithDiscount && hasDiscount(row);
    return {
      itemId: row.itemId,
      quantity: row.quantity,
      payWithDiscount,
      ...linePrice(row, row.quantity, payWithDiscount),
    };
  });
  return cartOf(lines);
}

export const getCart = (ctx: ServerContext, userId: number) => cartFromDb(ctx.db, userId);

/** Puts `quantity` of the item in the cart (replacing its line): at most its stock. */
export async function setCartLine(
  ctx: ServerContext,
  userId: number,
  itemId: number,
  { quantity, payWithDiscount = false }: CartLineRequest,
): Promise<Result<Cart>> {
  return ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [item] = await tx.select().from(shopItems).where(eq(shopItems.id, itemId));
    if (!item) return refuse(410, messages.shopItemGone);
    if (quantity > item.stock) return refuse(409, messages.onlyInStock(item.name, item.stock));
    if (payWithDiscount && !hasDiscount(item)) return refuse(400, messages.noDiscount(item.name));
    await tx
      .insert(cartLines)
      .values({ userId, itemId, quantity, payWithDiscount })
      .onConflictDoUpdate({
        target: [cartLines.userId, cartLines.itemId],
        set: { quantity, payWithDiscount },
      });
    return ok(await cartFromDb(tx, userId));
  });
}

/** Takes the item's line out of the cart (nothing to do when it has none). */
export async function removeCartLine(
  ctx: ServerContext,
  userId: number,
  itemId: number,
): Promise<Cart> {
  return ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await tx
      .delete(cartLines)
      .where(and(eq(cartLines.userId, userId), eq(cartLines.itemId, itemId)));
    return cartFromDb(tx, userId);
  });
}

// ---------------------------------------------------------------------------------------------
// Checkout and orders

export async function checkout(
  ctx: ServerContext,
  userId: number,
  locale: ApiLocale = 'en',
): Promise<Result<Order>> {
  return refusedIfOverdrawn(() =>
    ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      await lockUser(tx, userId);
      const wanted = await tx
        .select()
        .from(cartLines)
        .where(eq(cartLines.userId, userId))
        .orderBy(asc(cartLines.itemId));
      if (wanted.length === 0) return refuse(400, messages.emptyCart);
      // The items' rows, locked in id order: another checkout of them waits for this one.
      const items = await tx
        .select()
        .from(shopItems)
        .where(
          inArray(
            shopItems.id,
            wanted.map((line) => line.itemId),
          ),
        )
        .orderBy(asc(shopItems.id))
        .for('update');
      const lines: OrderLine[] = [];
      for (const line of wanted) {
        const item = items.find((candidate) => candidate.id === line.itemId);
        if (!item) return refuse(410, messages.shopItemGone);
        if (item.stock < line.quantity)
          return refuse(409, messages.onlyInStock(item.name, item.stock));
        lines.push(orderLineOf(item, line));
      }
      const { totalDol, totalDom } = cartOf(lines);

      // Pending withdrawals hold their iziDol, as for an upgrade.
      const dol = await balanceOf(tx, userId, 'IZIDOL');
      const held = await pendingWithdrawals(tx, userId);
      if (dol < totalDol) return refuse(400, messages.insufficientDolForOrder);
      if (dol - held < totalDol - 1e-9) return refuse(400, messages.heldForOrder(held));
      if ((await balanceOf(tx, userId, 'IZIDOM')) < totalDom)
        return refuse(400, messages.insufficientDomForOrder);

      for (const line of lines) {
        const lowered = await tx
          .update(shopItems)
          .set({ stock: sql`${shopItems.stock} - ${line.quantity}` })
          .where(and(eq(shopItems.id, line.itemId), gte(shopItems.stock, line.quantity)))
          .returning({ id: shopItems.id });
        if (lowered.length !== 1) throw new Error('stock changed during a checkout');
      }
      await debitOr(refuse(400, messages.insufficientDolForOrder), () =>
        record(tx, userId, [
          ...(totalDol > 0
            ? [
                {
                  transactionType: 'DEBIT' as const,
                  tokenType: 'IZIDOL' as const,
                  amount: totalDol,
                  direction: -1 as const,
                  at: now,
                },
              ]
            : []),
          ...(totalDom > 0
            ? [
                {
                  transactionType: 'DEBIT' as const,
                  tokenType: 'IZIDOM' as const,
                  amount: totalDom,
                  direction: -1 as const,
                  at: now,
                },
              ]
            : []),
        ]),
      );
      const [order] = await tx
        .insert(orders)
        .values({ userId, state: ORDER_PENDING_DELIVERY, totalDol, totalDom, createdAt: now })
        .returning({ id: orders.id });
      if (!order) throw new Error('the order was not saved');
      await tx.insert(orderLines).values(lines.map((line) => ({ orderId: order.id, ...line })));
      await tx.delete(cartLines).where(eq(cartLines.userId, userId));
      return ok({
        id: order.id,
        state: ORDER_PENDING_DELIVERY,
        reason: null,
        createdAt: now.toISOString(),
        reviewedAt: null,
        lines: (await linesOf(tx, [order.id], locale)).map(({ orderId: _, ...line }) => line),
        totalDol,
        totalDom,
      });
    }),
  );
}

/** The user's orders, newest first, each with its lines (named in `locale`). */
export async function listOrders(
  ctx: ServerContext,
  userId: number,
  locale: ApiLocale = 'en',
): Promise<Order[]> {
  const rows = await ctx.db
    .select(orderColumns)
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return withLines(ctx.db, rows, locale);
}

/** The columns of an order the contract answers. */
export const orderColumns = {
  id: orders.id,
  state: orders.state,
  reason: orders.reason,
  createdAt: orders.createdAt,
  reviewedAt: orders.reviewedAt,
  totalDol: orders.totalDol,
  totalDom: orders.totalDom,
};
type OrderRow = Pick<typeof orders.$inferSelect, keyof typeof orderColumns>;

/**
 * The orders' lines, each named as its item in `locale` (the line keeps the English name it was
 * bought under, the answer when the item has no text there).
 */
const linesOf = (db: Executor, orderIds: number[], locale: ApiLocale) =>
  db
    .select({ ...getTableColumns(orderLines), name: orOwn(shopItemTexts.name, orderLines.name) })
    .from(orderLines)
    .leftJoin(shopItemTexts, textIn(shopItemTexts, orderLines.itemId, locale))
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.itemId));

/** Orders as the contract writes them, each with its lines (the row's other fields kept). */
export async function withLines<R extends OrderRow>(
  db: Executor,
  rows: R[],
  locale: ApiLocale = 'en',
): Promise<(Omit<R, keyof OrderRow> & Order)[]> {
  if (rows.length === 0) return [];
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
    locale,
  );
  return rows.map((row) => ({
    ...row,
    state: row.state as OrderState,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    lines: lines.filter((line) => line.orderId === row.id).map(({ orderId: _, ...line }) => line),
  }));
}
