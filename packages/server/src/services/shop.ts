/**
 * izi's own economy calls (beyond the spec's 14): buying a marketplace character with iziDot, the
 * iziShop cart the server keeps per user, its checkout and orders, and converting iziDol ⇄ iziDot.
 *
 * As every write of `economy.ts`: one transaction that first locks the user's row, re-reads what
 * it decides on under that lock, and writes the ledger (whose trigger and CHECK keep balances equal
 * to it and never negative). A checkout also locks the shop items it sells (in id order, so two
 * checkouts never wait on each other in a circle) and lowers their stock only where enough is
 * left, so of two people buying the last item, one gets it.
 */
import type { Character, CharacterType, TokenType } from '@izi/api';
import { characterImagePath } from '@izi/domain';
import {
  convertedAmount,
  hasDiscount,
  linePrice,
  ORDER_PENDING_DELIVERY,
  type BuyCharacterRequest,
  type Cart,
  type CartLine,
  type CartLineRequest,
  type ConversionRate,
  type ConvertRequest,
  type ConvertResult,
  type Order,
  type OrderLine,
} from '@izi/api';
import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { ok, refuse, round2, type Result, type ServerContext } from '../context';
import type { Executor } from '../db/database';
import {
  cartLines,
  characters,
  marketplaceItems,
  medallions,
  orderLines,
  orders,
  shopItems,
} from '../db/schema';
import { messages } from '../messages';
import { addCharacters, pendingWithdrawals } from './economy';
import { balanceOf, isCheckViolation, lockUser, record } from './ledger';
import { baseRateBand, type NewCharacter } from './roster';

const tokenNames: Record<TokenType, string> = {
  IZIDOL: 'iziDol',
  IZIDOT: 'iziDot',
  IZIDOM: 'iziDom',
};

/** A debit the CHECK refused after all: the read under the lock said it would do. */
class Overdrawn extends Error {
  constructor(readonly refusal: ReturnType<typeof refuse>) {
    super(refusal.message);
  }
}

/** Runs a write; a balance the database refused to take below zero answers `refusal`. */
async function debitOr<T>(refusal: ReturnType<typeof refuse>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isCheckViolation(error, 'balances_not_negative')) throw new Overdrawn(refusal);
    throw error;
  }
}

async function refusedIfOverdrawn<T>(run: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Overdrawn) return error.refusal;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Buying a character

/** The priciest marketplace character earns at the top of its type's band. */
const TOP_PRICE_DOT = 1250;

/**
 * The character a marketplace item becomes: the item's name and job, the type of the medallion
 * it joins, fresh stats (knowledge 50, experience 0, energy 100, happiness 80) and a daily income
 * in its type's band, higher for a dearer item (to a quarter iziDot).
 */
function characterFromItem(
  item: { name: string; applicableJob: Character['job']; priceDot: number },
  type: CharacterType,
): NewCharacter {
  const [low, high] = baseRateBand[type];
  const share = Math.min(1, Math.max(0, item.priceDot / TOP_PRICE_DOT));
  return {
    name: item.name,
    image: characterImagePath(item.applicableJob),
    job: item.applicableJob,
    characterType: type,
    knowledge: 50,
    experience: 0,
    energy: 100,
    happiness: 80,
    baseRate: Math.round((low + (high - low) * share) * 4) / 4,
  };
}

export async function buyCharacter(
  ctx: ServerContext,
  userId: number,
  itemId: number,
  { characterType }: BuyCharacterRequest,
): Promise<Result<Character>> {
  return refusedIfOverdrawn(() =>
    ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      await lockUser(tx, userId);
      const [item] = await tx
        .select()
        .from(marketplaceItems)
        .where(eq(marketplaceItems.id, itemId));
      if (!item) return refuse(410, messages.marketItemGone);
      const [medallion] = await tx
        .select({ capacity: medallions.capacity })
        .from(medallions)
        .where(and(eq(medallions.userId, userId), eq(medallions.type, characterType)));
      if (!medallion) return refuse(400, messages.medallionNotFound);
      const [held] = await tx
        .select({ n: count() })
        .from(characters)
        .where(and(eq(characters.userId, userId), eq(characters.characterType, characterType)));
      if ((held?.n ?? 0) >= medallion.capacity)
        return refuse(400, messages.medallionFull(characterType, medallion.capacity));
      const balance = await balanceOf(tx, userId, 'IZIDOT');
      const short = refuse(400, messages.insufficientForPurchase(item.priceDot, balance));
      if (balance < item.priceDot) return short;
      await debitOr(short, () =>
        record(tx, userId, [
          {
            transactionType: 'DEBIT',
            tokenType: 'IZIDOT',
            amount: item.priceDot,
            direction: -1,
            at: now,
          },
        ]),
      );
      await addCharacters(tx, userId, [characterFromItem(item, characterType)], now);
      const [bought] = await tx
        .select({
          id: characters.id,
          name: characters.name,
          image: characters.image,
          job: characters.job,
          characterType: characters.characterType,
          knowledge: characters.knowledge,
          experience: characters.experience,
          energy: characters.energy,
          happiness: characters.happiness,
          baseRate: characters.baseRate,
        })
        .from(characters)
        .where(eq(characters.userId, userId))
        .orderBy(desc(characters.id))
        .limit(1);
      if (!bought) throw new Error('the bought character was not saved');
      return ok(bought);
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// The cart

async function cartOf(db: Executor, userId: number): Promise<Cart> {
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
  return {
    lines,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    totalDol: round2(lines.reduce((sum, line) => sum + line.priceDol, 0)),
    totalDom: round2(lines.reduce((sum, line) => sum + line.costDom, 0)),
  };
}

export const getCart = (ctx: ServerContext, userId: number) => cartOf(ctx.db, userId);

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
    return ok(await cartOf(tx, userId));
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
    return cartOf(tx, userId);
  });
}

// ---------------------------------------------------------------------------------------------
// Checkout and orders

export async function checkout(ctx: ServerContext, userId: number): Promise<Result<Order>> {
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
        const payWithDiscount = line.payWithDiscount && hasDiscount(item);
        lines.push({
          itemId: item.id,
          name: item.name,
          quantity: line.quantity,
          payWithDiscount,
          ...linePrice(item, line.quantity, payWithDiscount),
        });
      }
      const totalDol = round2(lines.reduce((sum, line) => sum + line.priceDol, 0));
      const totalDom = round2(lines.reduce((sum, line) => sum + line.costDom, 0));

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
        createdAt: now.toISOString(),
        lines,
        totalDol,
        totalDom,
      });
    }),
  );
}

/** The user's orders, newest first, each with its lines. */
export async function listOrders(ctx: ServerContext, userId: number): Promise<Order[]> {
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (rows.length === 0) return [];
  const lines = await ctx.db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.itemId));
  return rows.map((row) => ({
    id: row.id,
    state: ORDER_PENDING_DELIVERY,
    createdAt: row.createdAt.toISOString(),
    totalDol: row.totalDol,
    totalDom: row.totalDom,
    lines: lines.filter((line) => line.orderId === row.id).map(({ orderId: _, ...line }) => line),
  }));
}

// ---------------------------------------------------------------------------------------------
// Converting tokens

export function conversionRates(ctx: ServerContext): ConversionRate[] {
  const rates = ctx.rules.usdPerToken;
  return [
    { from: 'IZIDOL', to: 'IZIDOT', rate: rates.IZIDOL / rates.IZIDOT },
    { from: 'IZIDOT', to: 'IZIDOL', rate: rates.IZIDOT / rates.IZIDOL },
  ];
}

/** At most two decimals, as the number was written (as for USDT requests). */
const hasCents = (amount: number) => /^\d+(\.\d{1,2})?$/.test(String(amount));

/**
 * `amount` of `from` leaves the wallet and its worth in `to` (at the rules' rates, rounded down to
 * the cent) arrives: two CONVERT transactions in one database transaction, so both balances
 * change at once or neither does. iziDol held by pending withdrawals cannot be converted.
 */
export async function convertTokens(
  ctx: ServerContext,
  userId: number,
  { from, to, amount }: ConvertRequest,
): Promise<Result<Omit<ConvertResult, 'success' | 'message'>>> {
  if (from === to) return refuse(400, messages.sameToken);
  if (!hasCents(amount)) return refuse(400, messages.convertCents);
  const received = convertedAmount(from, to, amount, ctx.rules.usdPerToken);
  if (received <= 0) return refuse(400, messages.convertTooSmall);
  const short = refuse(400, messages.insufficientToConvert(tokenNames[from]));
  return refusedIfOverdrawn(() =>
    ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      await lockUser(tx, userId);
      const balance = await balanceOf(tx, userId, from);
      if (balance < amount) return short;
      if (from === 'IZIDOL') {
        const held = await pendingWithdrawals(tx, userId);
        if (balance - held < amount - 1e-9) return refuse(400, messages.heldForConvert(held));
      }
      await debitOr(short, () =>
        record(tx, userId, [
          { transactionType: 'CONVERT', tokenType: from, amount, direction: -1, at: now },
          {
            transactionType: 'CONVERT',
            tokenType: to,
            amount: received,
            direction: 1,
            at: now,
          },
        ]),
      );
      return ok({ from, to, amount, received });
    }),
  );
}

export const tokenName = (token: TokenType) => tokenNames[token];
