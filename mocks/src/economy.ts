/**
 * izi's own economy calls in the mocks (beyond the spec's 14; `@izi/api/economy`): buying a
 * marketplace character, the iziShop cart, checkout and orders, conversion rates and converting.
 * They answer from the same in-memory db as the other handlers and behave like the server: a
 * purchase debits iziDot and fills the medallion, a checkout checks and lowers the stock, debits
 * each token and empties the cart, a conversion moves both balances; each records its
 * transactions, and the refusals carry the server's messages.
 *
 *   economyScenario('checkout', 'outOfStock')      one handler
 *   economyHandlersFor({ buyCharacter: 'slow' })    every economy call, overrides first
 *
 * `createHandlers` and `handlersFor` (the default mock mode, Storybook) serve their `success`.
 */
import type { CharacterType, Character, Transaction, TokenType, Wallet } from '@izi/api';
import {
  buyCharacterRequestSchema,
  cartLineRequestSchema,
  conversionRate,
  convertedAmount,
  convertRequestSchema,
  convertibleTokens,
  economyCallNames,
  economyCalls,
  hasDiscount,
  linePrice,
  ORDER_PENDING_DELIVERY,
  type BuyCharacterRequest,
  type Cart,
  type CartLineRequest,
  type ConvertRequest,
  type ConvertResult,
  type EconomyAnswers,
  type EconomyCallName,
  type Order,
  type OrderLine,
} from '@izi/api/economy';
import { characterImagePath } from '@izi/domain';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { createMockDb, type DbResult, type MockDb } from './db';
import type { HandlerOptions } from './handlers';
import {
  bearerOf,
  DEFAULT_BASE_URL,
  fail,
  readJson,
  UNAUTHORIZED_MESSAGE,
  type MockContext,
} from './route';

/**
 * The failures' texts and the loading time of `scenarios.ts` (the same values: a test checks it).
 * This module imports neither it nor `handlers.ts`, which both serve these handlers.
 */
export const economyFailureTexts = {
  serverError: 'Something went wrong on our side. Please try again later.',
  errorStatusText: 'Service Unavailable',
  slowThenSuccessMs: 800,
} as const;

const contextOf = (options: HandlerOptions = {}): MockContext => ({
  db: options.db ?? createMockDb(),
  baseUrl: options.baseUrl ?? DEFAULT_BASE_URL,
  delayMs: options.delayMs,
});

/** The server's messages (packages/server/src/messages.ts), word for word. */
export const economyMessages = {
  badRequest: 'Invalid request.',
  badItemId: 'Item id must be a positive whole number.',
  marketItemGone: 'This character is no longer on the market.',
  medallionNotFound: 'Medallion not found.',
  medallionFull: (type: string, capacity: number) =>
    `Your ${type} medallion is full (${capacity} of ${capacity}). Upgrade it to make room.`,
  insufficientForPurchase: (price: number, balance: number) =>
    `Insufficient iziDot balance: this character costs ${price.toLocaleString('en-US')} iziDot and you have ${balance.toLocaleString('en-US')}.`,
  bought: (name: string, type: string) => `${name} joined your ${type} medallion.`,
  shopItemGone: 'This item is no longer in the shop.',
  onlyInStock: (name: string, stock: number) =>
    stock === 0
      ? `${name} is out of stock.`
      : `Only ${stock.toLocaleString('en-US')} of ${name} left in stock.`,
  noDiscount: (name: string) => `${name} has no discount.`,
  emptyCart: 'Your cart is empty.',
  insufficientDolForOrder: 'Insufficient iziDol balance for this order.',
  insufficientDomForOrder: 'Insufficient iziDom balance for this order.',
  ordered: (count: number) =>
    `Order placed: ${count.toLocaleString('en-US')} ${count === 1 ? 'item' : 'items'}, pending delivery.`,
  sameToken: 'Choose two different tokens to convert.',
  convertCents: 'Amount may have at most 2 decimals.',
  convertTooSmall: 'This amount is too small to convert.',
  insufficientToConvert: (token: string) => `Insufficient ${token} balance for this conversion.`,
  converted: (amount: number, from: string, received: number, to: string) =>
    `Converted ${amount.toLocaleString('en-US')} ${from} into ${received.toLocaleString('en-US')} ${to}.`,
  notFound: (method: string, path: string) => `Not found: ${method} ${path}`,
  notAllowed: (method: string, path: string) => `Method ${method} is not allowed on ${path}.`,
} as const;

const tokenNames: Record<TokenType, string> = {
  IZIDOL: 'iziDol',
  IZIDOT: 'iziDot',
  IZIDOM: 'iziDom',
};
const balanceKey: Record<TokenType, keyof Wallet> = {
  IZIDOL: 'iziDolBalance',
  IZIDOT: 'iziDotBalance',
  IZIDOM: 'iziDomBalance',
};

const round2 = (n: number) => Math.round(n * 100) / 100;
const refuse = (status: number, message: string) => ({ ok: false, status, message }) as const;

function record(db: MockDb, movement: Omit<Transaction, 'id' | 'timestamp'>) {
  const { transactions } = db.state;
  const id = Math.max(0, ...transactions.map((t) => t.id)) + 1;
  transactions.unshift({ id, ...movement, timestamp: db.now().toISOString() });
}

function move(db: MockDb, token: TokenType, amount: number) {
  const key = balanceKey[token];
  db.state.wallet = { ...db.state.wallet, [key]: round2(db.state.wallet[key] + amount) };
}

/** The daily income bands of the server's roster (iziDot), for a bought character. */
const baseRateBand: Record<CharacterType, [number, number]> = {
  PETA: [5, 8],
  BETA: [12, 15],
  ATA: [24, 29],
  ALPHA: [60, 80],
};

/** The state operations, as the server performs them (one user: the mock's). */
export const economyDb = {
  buyCharacter(db: MockDb, itemId: number, { characterType }: BuyCharacterRequest) {
    const { state } = db;
    const item = state.marketplaceItems.find((i) => i.id === itemId);
    if (!item) return refuse(410, economyMessages.marketItemGone);
    const medallion = state.medallions.find((m) => m.type === characterType);
    if (!medallion) return refuse(400, economyMessages.medallionNotFound);
    if (medallion.characterCount >= medallion.capacity)
      return refuse(400, economyMessages.medallionFull(characterType, medallion.capacity));
    const balance = state.wallet.iziDotBalance;
    if (balance < item.priceDot)
      return refuse(400, economyMessages.insufficientForPurchase(item.priceDot, balance));
    const [low, high] = baseRateBand[characterType];
    const share = Math.min(1, item.priceDot / 1250);
    const character: Character = {
      id: Math.max(0, ...state.characters.map((c) => c.id)) + 1,
      name: item.name,
      image: characterImagePath(item.applicableJob),
      job: item.applicableJob,
      characterType,
      knowledge: 50,
      experience: 0,
      energy: 100,
      happiness: 80,
      baseRate: Math.round((low + (high - low) * share) * 4) / 4,
    };
    state.characters = [...state.characters, character];
    medallion.characterCount += 1;
    move(db, 'IZIDOT', -item.priceDot);
    state.stats = {
      sevenDayIncome: round2(state.stats.sevenDayIncome + character.baseRate * 7),
      totalValue: state.stats.totalValue,
    };
    record(db, { transactionType: 'DEBIT', tokenType: 'IZIDOT', amount: item.priceDot });
    return { ok: true, value: character } as const;
  },

  cart(db: MockDb): Cart {
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
  },

  setCartLine(db: MockDb, itemId: number, { quantity, payWithDiscount = false }: CartLineRequest) {
    const item = db.state.shopItems.find((i) => i.id === itemId);
    if (!item) return refuse(410, economyMessages.shopItemGone);
    if (quantity > item.stock)
      return refuse(409, economyMessages.onlyInStock(item.name, item.stock));
    if (payWithDiscount && !hasDiscount(item))
      return refuse(400, economyMessages.noDiscount(item.name));
    const line = { itemId, quantity, payWithDiscount };
    const others = db.state.cart.filter((l) => l.itemId !== itemId);
    db.state.cart = [...others, line].sort((a, b) => a.itemId - b.itemId);
    return { ok: true, value: economyDb.cart(db) } as const;
  },

  removeCartLine(db: MockDb, itemId: number): Cart {
    db.state.cart = db.state.cart.filter((l) => l.itemId !== itemId);
    return economyDb.cart(db);
  },

  checkout(db: MockDb): DbResult<Order> {
    const { state } = db;
    if (state.cart.length === 0) return refuse(400, economyMessages.emptyCart);
    const lines: OrderLine[] = [];
    for (const line of state.cart) {
      const item = state.shopItems.find((i) => i.id === line.itemId);
      if (!item) return refuse(410, economyMessages.shopItemGone);
      if (item.stock < line.quantity)
        return refuse(409, economyMessages.onlyInStock(item.name, item.stock));
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
    if (state.wallet.iziDolBalance < totalDol)
      return refuse(400, economyMessages.insufficientDolForOrder);
    if (state.wallet.iziDomBalance < totalDom)
      return refuse(400, economyMessages.insufficientDomForOrder);
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
  },

  convert(db: MockDb, { from, to, amount }: ConvertRequest): DbResult<ConvertResult> {
    if (from === to) return refuse(400, economyMessages.sameToken);
    // At most two decimals, as the number is written (as the server checks).
    if (!/^\d+(\.\d{1,2})?$/.test(String(amount))) return refuse(400, economyMessages.convertCents);
    const received = convertedAmount(from, to, amount);
    if (received <= 0) return refuse(400, economyMessages.convertTooSmall);
    if (db.state.wallet[balanceKey[from]] < amount)
      return refuse(400, economyMessages.insufficientToConvert(tokenNames[from]));
    move(db, from, -amount);
    move(db, to, received);
    record(db, { transactionType: 'CONVERT', tokenType: from, amount });
    record(db, { transactionType: 'CONVERT', tokenType: to, amount: received });
    const message = economyMessages.converted(amount, tokenNames[from], received, tokenNames[to]);
    return { ok: true, value: { success: true, message, from, to, amount, received } };
  },
};

// ---------------------------------------------------------------------------------------------
// Handlers

type Resolve = (info: { request: Request; id: number }) => Response | Promise<Response>;
type EconomyScenario = (context: MockContext) => HttpHandler;

const methods = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/**
 * The handler of an economy call at its method and path: 401 without a bearer token (or with one
 * logout ended), 400 for an `:id` that is not a positive whole number, else `resolve`.
 */
function economyRoute(call: EconomyCallName, context: MockContext, resolve: Resolve) {
  const { method, path } = economyCalls[call];
  const url = context.baseUrl.replace(/\/+$/, '') + path;
  return methods[method](url, async ({ request, params }) => {
    if (context.delayMs) await delay(context.delayMs);
    const token = bearerOf(request);
    if (!token || context.db.isSessionEnded(token)) return fail(401, UNAUTHORIZED_MESSAGE);
    const raw = params['id'];
    const id = typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
    if (path.includes(':id') && Number.isNaN(id)) return fail(400, economyMessages.badItemId);
    return resolve({ request, id });
  });
}

/** A 2xx answer whose body the compiler checks against the call's answer type. */
const answer = <C extends EconomyCallName>(_call: C, body: EconomyAnswers[C]) =>
  HttpResponse.json(body as object);

/** The calls whose refusals carry `success: false`, as the server's. */
const outcome = new Set<EconomyCallName>(['buyCharacter', 'checkout', 'convertTokens']);
const refusal = (call: EconomyCallName, status: number, message: string) =>
  fail(status, message, outcome.has(call) ? { success: false } : {});

export const economySuccessHandlers: Record<EconomyCallName, EconomyScenario> = {
  buyCharacter: (ctx) =>
    economyRoute('buyCharacter', ctx, async ({ request, id }) => {
      const body = buyCharacterRequestSchema.safeParse(await readJson(request));
      if (!body.success) return refusal('buyCharacter', 400, economyMessages.badRequest);
      const result = economyDb.buyCharacter(ctx.db, id, body.data);
      if (!result.ok) return refusal('buyCharacter', result.status, result.message);
      const character = result.value;
      return answer('buyCharacter', {
        success: true,
        message: economyMessages.bought(character.name, character.characterType),
        character,
      });
    }),
  getCart: (ctx) => economyRoute('getCart', ctx, () => answer('getCart', economyDb.cart(ctx.db))),
  setCartLine: (ctx) =>
    economyRoute('setCartLine', ctx, async ({ request, id }) => {
      const body = cartLineRequestSchema.safeParse(await readJson(request));
      if (!body.success) return refusal('setCartLine', 400, economyMessages.badRequest);
      const result = economyDb.setCartLine(ctx.db, id, body.data);
      if (!result.ok) return refusal('setCartLine', result.status, result.message);
      return answer('setCartLine', result.value);
    }),
  removeCartLine: (ctx) =>
    economyRoute('removeCartLine', ctx, ({ id }) =>
      answer('removeCartLine', economyDb.removeCartLine(ctx.db, id)),
    ),
  checkout: (ctx) =>
    economyRoute('checkout', ctx, () => {
      const result = economyDb.checkout(ctx.db);
      if (!result.ok) return refusal('checkout', result.status, result.message);
      const count = result.value.lines.reduce((sum, line) => sum + line.quantity, 0);
      return answer('checkout', {
        success: true,
        message: economyMessages.ordered(count),
        order: result.value,
      });
    }),
  getOrders: (ctx) =>
    economyRoute('getOrders', ctx, () => answer('getOrders', ctx.db.state.orders)),
  getConversionRates: (ctx) =>
    economyRoute('getConversionRates', ctx, () =>
      answer('getConversionRates', {
        rates: convertibleTokens.flatMap((from) =>
          convertibleTokens
            .filter((to) => to !== from)
            .map((to) => ({ from, to, rate: conversionRate(from, to) })),
        ),
      }),
    ),
  convertTokens: (ctx) =>
    economyRoute('convertTokens', ctx, async ({ request }) => {
      const body = convertRequestSchema.safeParse(await readJson(request));
      if (!body.success) return refusal('convertTokens', 400, economyMessages.badRequest);
      const result = economyDb.convert(ctx.db, body.data);
      if (!result.ok) return refusal('convertTokens', result.status, result.message);
      return answer('convertTokens', result.value);
    }),
};

/** Every call's ways to fail, the loading states, and a backend that lacks the call. */
function common(call: EconomyCallName) {
  return {
    success: economySuccessHandlers[call],
    slow: (ctx) =>
      economyRoute(call, ctx, async () => {
        await delay('infinite');
        return fail(504, 'Gateway Timeout');
      }),
    slowThenSuccess: (ctx) =>
      economySuccessHandlers[call]({
        ...ctx,
        delayMs: ctx.delayMs ?? economyFailureTexts.slowThenSuccessMs,
      }),
    error: (ctx) => economyRoute(call, ctx, () => fail(500, economyFailureTexts.serverError)),
    errorNoMessage: (ctx) =>
      economyRoute(
        call,
        ctx,
        () =>
          new HttpResponse(null, { status: 503, statusText: economyFailureTexts.errorStatusText }),
      ),
    networkError: (ctx) => economyRoute(call, ctx, () => HttpResponse.error()),
    unreadable: (ctx) =>
      economyRoute(call, ctx, () =>
        HttpResponse.html('<!doctype html><title>Welcome</title>', { status: 200 }),
      ),
    unauthorized: (ctx) => economyRoute(call, ctx, () => fail(401, UNAUTHORIZED_MESSAGE)),
    /** A backend that follows only the spec: the call does not exist there (404). */
    notImplemented: (ctx) =>
      economyRoute(call, ctx, ({ request }) =>
        fail(404, economyMessages.notFound(request.method, new URL(request.url).pathname)),
      ),
    /** The path exists there for another method only (405). */
    notAllowed: (ctx) =>
      economyRoute(call, ctx, ({ request }) =>
        fail(405, economyMessages.notAllowed(request.method, new URL(request.url).pathname)),
      ),
  } satisfies Record<string, EconomyScenario>;
}

/** A refusal with the server's status and message, whatever the state. */
const refused =
  (call: EconomyCallName, status: number, message: string): EconomyScenario =>
  (ctx) =>
    economyRoute(call, ctx, () => refusal(call, status, message));

export const economyScenarios = {
  buyCharacter: {
    ...common('buyCharacter'),
    insufficientBalance: refused(
      'buyCharacter',
      400,
      economyMessages.insufficientForPurchase(1250, 500),
    ),
    medallionFull: refused('buyCharacter', 400, economyMessages.medallionFull('PETA', 3)),
    itemGone: refused('buyCharacter', 410, economyMessages.marketItemGone),
  },
  getCart: {
    ...common('getCart'),
    empty: (ctx) =>
      economyRoute('getCart', ctx, () =>
        answer('getCart', { lines: [], count: 0, totalDol: 0, totalDom: 0 }),
      ),
  },
  setCartLine: {
    ...common('setCartLine'),
    outOfStock: refused('setCartLine', 409, economyMessages.onlyInStock('Smartwatch Pro', 2)),
  },
  removeCartLine: common('removeCartLine'),
  checkout: {
    ...common('checkout'),
    outOfStock: refused('checkout', 409, economyMessages.onlyInStock('Espresso Maker', 0)),
    insufficientBalance: refused('checkout', 400, economyMessages.insufficientDolForOrder),
    insufficientDom: refused('checkout', 400, economyMessages.insufficientDomForOrder),
    emptyCart: refused('checkout', 400, economyMessages.emptyCart),
  },
  getOrders: {
    ...common('getOrders'),
    empty: (ctx) => economyRoute('getOrders', ctx, () => answer('getOrders', [])),
  },
  getConversionRates: common('getConversionRates'),
  convertTokens: {
    ...common('convertTokens'),
    insufficientBalance: refused(
      'convertTokens',
      400,
      economyMessages.insufficientToConvert('iziDol'),
    ),
  },
} satisfies Record<EconomyCallName, Record<string, EconomyScenario>>;

export type EconomyScenarioName<C extends EconomyCallName> = keyof (typeof economyScenarios)[C] &
  string;
export type EconomyScenarioChoice = { [C in EconomyCallName]?: EconomyScenarioName<C> };

/** The handler of one economy call in one named scenario. */
export function economyScenario<C extends EconomyCallName>(
  call: C,
  name: EconomyScenarioName<C>,
  options: HandlerOptions = {},
): HttpHandler {
  return buildEconomy(call, name, contextOf(options));
}

function buildEconomy(call: EconomyCallName, name: string, context: MockContext): HttpHandler {
  const byName: Record<string, EconomyScenario | undefined> = economyScenarios[call];
  const make = byName[name];
  if (!make) throw new Error(`@izi/mocks: ${call} has no scenario named "${name}"`);
  return make(context);
}

/** Every economy call's handler over one context: the chosen scenarios, `success` for the rest. */
export function economyHandlersOver(
  context: MockContext,
  choice: EconomyScenarioChoice = {},
): HttpHandler[] {
  return economyCallNames.map((call) => buildEconomy(call, choice[call] ?? 'success', context));
}

/** Every economy call's handler: pass `{ db }` to share the state with the other handlers. */
export const economyHandlersFor = (
  choice: EconomyScenarioChoice = {},
  options: HandlerOptions = {},
) => economyHandlersOver(contextOf(options), choice);

/** The scenario names of each economy call, for story controls and exhaustive tests. */
export const economyScenarioNames = Object.fromEntries(
  economyCallNames.map((call) => [call, Object.keys(economyScenarios[call])]),
) as { [C in EconomyCallName]: EconomyScenarioName<C>[] };
