/**
 * The iziShop cart, checkout and orders in the mocks, as the server keeps them: a checkout checks
 * and lowers the stock, debits each token, records its transactions and empties the cart.
 */
import {
  cartLineRequestSchema,
  hasDiscount,
  linePrice,
  ORDER_PENDING_DELIVERY,
  type Cart,
  type CartLineRequest,
  type Order,
  type OrderLine,
} from '@izi/api';
import type { DbResult, MockDb } from '../db';
import {
  answer,
  extensionMessages as messages,
  extensionRoute,
  refusal,
  refuse,
  refused,
  type ExtensionScenario,
} from '../extension-route';
import { readJson } from '../route';
import { move, record, round2 } from '../wallet/ledger';

export function cartOf(db: MockDb): Cart {
  const lines = db.state.cart.flatMap((line) => {
    const item = db.state.shopItems.find((i) => i.id === line.itemId);
    if (!item) return [];
    const payWithDiscount = line.payWithDiscount && hasDiscount(item);
    return [
      {
        itemId: line.itemId,
        quantity: line.quantity,
        payWithDiscount,
        ...linePrice(item, line.quantity, payWithDiscount),
      },
    ];
  });
  return {
    lines,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    totalDol: round2(lines.reduce((sum, line) => sum + line.priceDol, 0)),
    totalDom: round2(lines.reduce((sum, line) => sum + line.costDom, 0)),
  };
}

export function setCartLine(
  db: MockDb,
  itemId: number,
  { quantity, payWithDiscount = false }: CartLineRequest,
) {
  const item = db.state.shopItems.find((i) => i.id === itemId);
  if (!item) return refuse(410, messages.shopItemGone);
  if (quantity > item.stock) return refuse(409, messages.onlyInStock(item.name, item.stock));
  if (payWithDiscount && !hasDiscount(item)) return refuse(400, messages.noDiscount(item.name));
  const line = { itemId, quantity, payWithDiscount };
  const others = db.state.cart.filter((l) => l.itemId !== itemId);
  db.state.cart = [...others, line].sort((a, b) => a.itemId - b.itemId);
  return { ok: true, value: cartOf(db) } as const;
}

export function removeCartLine(db: MockDb, itemId: number): Cart {
  db.state.cart = db.state.cart.filter((l) => l.itemId !== itemId);
  return cartOf(db);
}

export function checkout(db: MockDb): DbResult<Order> {
  const { state } = db;
  if (state.cart.length === 0) return refuse(400, messages.emptyCart);
  const lines: OrderLine[] = [];
  for (const line of state.cart) {
    const item = state.shopItems.find((i) => i.id === line.itemId);
    if (!item) return refuse(410, messages.shopItemGone);
    if (item.stock < line.quantity) return refuse(409, messages.onlyInStock(item.name, item.stock));
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
  if (state.wallet.iziDolBalance < totalDol) return refuse(400, messages.insufficientDolForOrder);
  if (state.wallet.iziDomBalance < totalDom) return refuse(400, messages.insufficientDomForOrder);
  state.shopItems = state.shopItems.map((item) => {
    const line = lines.find((l) => l.itemId === item.id);
    return line ? { ...item, stock: item.stock - line.quantity } : item;
  });
  if (totalDol > 0) {
    move(db, 'IZIDOL', -totalDol);
    record(db, { transactionType: 'DEBIT', tokenType: 'IZIDOL', amount: totalDol });
  }
  if (totalDom > 0) {
    move(db, 'IZIDOM', -totalDom);
    record(db, { transactionType: 'DEBIT', tokenType: 'IZIDOM', amount: totalDom });
  }
  state.stats = {
    ...state.stats,
    totalValue: round2(state.stats.totalValue - totalDol - totalDom * 0.05),
  };
  const order: Order = {
    id: Math.max(0, ...state.orders.map((o) => o.id)) + 1,
    state: ORDER_PENDING_DELIVERY,
    createdAt: db.now().toISOString(),
    lines,
    totalDol,
    totalDom,
  };
  state.orders = [order, ...state.orders];
  state.cart = [];
  return { ok: true, value: order };
}

export const cartHandlers = {
  getCart: (ctx) => extensionRoute('getCart', ctx, () => answer('getCart', cartOf(ctx.db))),
  setCartLine: (ctx) =>
    extensionRoute('setCartLine', ctx, async ({ request, id }) => {
      const body = cartLineRequestSchema.safeParse(await readJson(request));
      if (!body.success) return refusal('setCartLine', 400, messages.badRequest);
      const result = setCartLine(ctx.db, id, body.data);
      if (!result.ok) return refusal('setCartLine', result.status, result.message);
      return answer('setCartLine', result.value);
    }),
  removeCartLine: (ctx) =>
    extensionRoute('removeCartLine', ctx, ({ id }) =>
      answer('removeCartLine', removeCartLine(ctx.db, id)),
    ),
  checkout: (ctx) =>
    extensionRoute('checkout', ctx, () => {
      const result = checkout(ctx.db);
      if (!result.ok) return refusal('checkout', result.status, result.message);
      const count = result.value.lines.reduce((sum, line) => sum + line.quantity, 0);
      return answer('checkout', {
        success: true,
        message: messages.ordered(count),
        order: result.value,
      });
    }),
  getOrders: (ctx) =>
    extensionRoute('getOrders', ctx, () => answer('getOrders', ctx.db.state.orders)),
} satisfies Record<string, ExtensionScenario>;

/** The cart's own scenarios, beside every call's. */
export const cartScenarios = {
  getCart: {
    empty: (ctx) =>
      extensionRoute('getCart', ctx, () =>
        answer('getCart', { lines: [], count: 0, totalDol: 0, totalDom: 0 }),
      ),
  },
  setCartLine: {
    outOfStock: refused('setCartLine', 409, messages.onlyInStock('Smartwatch Pro', 2)),
  },
  checkout: {
    outOfStock: refused('checkout', 409, messages.onlyInStock('Espresso Maker', 0)),
    insufficientBalance: refused('checkout', 400, messages.insufficientDolForOrder),
    insufficientDom: refused('checkout', 400, messages.insufficientDomForOrder),
    emptyCart: refused('checkout', 400, messages.emptyCart),
  },
  getOrders: {
    empty: (ctx) => extensionRoute('getOrders', ctx, () => answer('getOrders', [])),
  },
} satisfies Record<string, Record<string, ExtensionScenario>>;
