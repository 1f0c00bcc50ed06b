/**
 * The iziShop cart, checkout and orders in the mocks, as the server keeps them: a checkout checks
 * and lowers the stock, debits each token, records its transactions and empties the cart.
 */
import {
  cartLineRequestSchema,
  cartOf,
  hasDiscount,
  linePrice,
  ORDER_PENDING_DELIVERY,
  orderLineOf,
  type Cart,
  type CartLineRequest,
  type Order,
  type OrderLine,
} from '@izi/api';
import type { DbResult, MockDb } from '../db';
import { inRequestLanguage, languageOf, orderIn } from '../catalog-language';
import * as extension from '../extension-route';
import { readJson } from '../route';
import { move, record, round2 } from '../wallet/ledger';

const messages = extension.extensionMessages;

export function cartIn(db: MockDb): Cart {
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
  return cartOf(lines);
}

export function setCartLine(
  db: MockDb,
  itemId: number,
  { quantity, payWithDiscount = false }: CartLineRequest,
) {
  const item = db.state.shopItems.find((i) => i.id === itemId);
  if (!item) return extension.refuse(410, messages.shopItemGone);
  if (quantity > item.stock)
    return extension.refuse(409, messages.onlyInStock(item.name, item.stock));
  if (payWithDiscount && !hasDiscount(item))
    return extension.refuse(400, messages.noDiscount(item.name));
  const line = { itemId, quantity, payWithDiscount };
  const others = db.state.cart.filter((l) => l.itemId !== itemId);
  db.state.cart = [...others, line].sort((a, b) => a.itemId - b.itemId);
  return { ok: true, value: cartIn(db) } as const;
}

export function removeCartLine(db: MockDb, itemId: number): Cart {
  db.state.cart = db.state.cart.filter((l) => l.itemId !== itemId);
  return cartIn(db);
}

export function checkout(db: MockDb): DbResult<Order> {
  const { state } = db;
  if (state.cart.length === 0) return extension.refuse(400, messages.emptyCart);
  const lines: OrderLine[] = [];
  for (const line of state.cart) {
    const item = state.shopItems.find((i) => i.id === line.itemId);
    if (!item) return extension.refuse(410, messages.shopItemGone);
    if (item.stock < line.quantity)
      return extension.refuse(409, messages.onlyInStock(item.name, item.stock));
    lines.push(orderLineOf(item, line));
  }
  const totalDol = round2(lines.reduce((sum, line) => sum + line.priceDol, 0));
  const totalDom = round2(lines.reduce((sum, line) => sum + line.costDom, 0));
  if (state.wallet.iziDolBalance < totalDol)
    return extension.refuse(400, messages.insufficientDolForOrder);
  if (state.wallet.iziDomBalance < totalDom)
    return extension.refuse(400, messages.insufficientDomForOrder);
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
    reason: null,
    createdAt: db.now().toISOString(),
    reviewedAt: null,
    lines,
    totalDol,
    totalDom,
  };
  state.orders = [order, ...state.orders];
  state.cart = [];
  return { ok: true, value: order };
}

export const cartHandlers = {
  getCart: (ctx) =>
    extension.extensionRoute('getCart', ctx, () => extension.answer('getCart', cartIn(ctx.db))),
  setCartLine: (ctx) =>
    extension.extensionRoute('setCartLine', ctx, async ({ request, id }) => {
      const body = cartLineRequestSchema.safeParse(await readJson(request));
      if (!body.success) return extension.refusal('setCartLine', 400, messages.badRequest);
      const result = setCartLine(ctx.db, id, body.data);
      if (!result.ok) return extension.refusal('setCartLine', result.status, result.message);
      return extension.answer('setCartLine', result.value);
    }),
  removeCartLine: (ctx) =>
    extension.extensionRoute('removeCartLine', ctx, ({ id }) =>
      extension.answer('removeCartLine', removeCartLine(ctx.db, id)),
    ),
  checkout: (ctx) =>
    extension.extensionRoute('checkout', ctx, ({ request }) => {
      const result = checkout(ctx.db);
      if (!result.ok) return extension.refusal('checkout', result.status, result.message);
      const count = result.value.lines.reduce((sum, line) => sum + line.quantity, 0);
      return extension.answer(
        'checkout',
        {
          success: true,
          message: messages.ordered(count),
          order: orderIn(result.value, languageOf(request)),
        },
        { headers: inRequestLanguage },
      );
    }),
  getOrders: (ctx) =>
    extension.extensionRoute('getOrders', ctx, ({ request }) => {
      const locale = languageOf(request);
      const orders = ctx.db.state.orders.map((order) => orderIn(order, locale));
      return extension.answer('getOrders', orders, { headers: inRequestLanguage });
    }),
} satisfies Record<string, extension.ExtensionScenario>;

/** The cart's own scenarios, beside every call's. */
export const cartScenarios = {
  getCart: {
    empty: (ctx) =>
      extension.extensionRoute('getCart', ctx, () =>
        extension.answer('getCart', { lines: [], count: 0, totalDol: 0, totalDom: 0 }),
      ),
  },
  setCartLine: {
    outOfStock: extension.refused('setCartLine', 409, messages.onlyInStock('Smartwatch Pro', 2)),
  },
  checkout: {
    outOfStock: extension.refused('checkout', 409, messages.onlyInStock('Espresso Maker', 0)),
    insufficientBalance: extension.refused('checkout', 400, messages.insufficientDolForOrder),
    insufficientDom: extension.refused('checkout', 400, messages.insufficientDomForOrder),
    emptyCart: extension.refused('checkout', 400, messages.emptyCart),
  },
  getOrders: {
    empty: (ctx) =>
      extension.extensionRoute('getOrders', ctx, () => extension.answer('getOrders', [])),
  },
} satisfies Record<string, Record<string, extension.ExtensionScenario>>;
