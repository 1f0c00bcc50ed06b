/**
 * izi's own economy calls, beyond the spec's 14: buying a marketplace character, the iziShop cart
 * held by the server, its checkout and orders, and converting iziDol ⇄ iziDot at the server's
 * rate. Their table, request and answer schemas, figures and client live here, apart from the
 * contract's entry (`@izi/api`), so that the app's first bundle does not carry them: the app
 * imports `@izi/api/economy` lazily, where these controls are used.
 *
 * A backend that follows only the spec lacks these calls: it answers them 404 or 405 (or 501),
 * which `isNotImplemented(error)` recognises, and the app then says "not available yet". izi's
 * server never answers 404 or 405 to one of them for another reason (an item that is gone is 410).
 */
import * as z from 'zod/mini';
import { readBoolean, readId, readNumber, readText, readTimestamp } from './checks';
import {
  characterTypeSchema,
  characterSchema,
  type Character,
  type Id,
  type ShopItem,
} from './schemas';
import type { AnswerOf } from './calls';
import type { TokenType } from './constants';
import { isApiError, type ApiError } from './errors';
import { createSend, type ApiClientOptions, type RequestOptions } from './transport';

// ---------------------------------------------------------------------------------------------
// Figures shared by the server and the mocks

/** USD per token (the README's rates): 1 iziDol = 1.00 USD, 1 iziDot = 0.01, 1 iziDom = 0.05. */
export const usdPerToken: Record<TokenType, number> = { IZIDOL: 1, IZIDOT: 0.01, IZIDOM: 0.05 };

/** The tokens that convert into each other; iziDom is a reward and cannot be bought. */
export const convertibleTokens = ['IZIDOL', 'IZIDOT'] as const;
export type ConvertibleToken = (typeof convertibleTokens)[number];

/** How many of `to` one `from` buys, at the rates above (iziDol → iziDot: 100). */
export const conversionRate = (from: TokenType, to: TokenType, rates = usdPerToken) =>
  rates[from] / rates[to];

/**
 * What converting `amount` of `from` gives in `to`: the amount at the rate, rounded down to the
 * cent (150.55 iziDot → 1.50 iziDol). Zero when the amount is too small to give a cent.
 */
export const convertedAmount = (
  from: TokenType,
  to: TokenType,
  amount: number,
  rates = usdPerToken,
) => Math.floor(amount * conversionRate(from, to, rates) * 100 + 1e-6) / 100;

/** The most of one item a cart line may hold (and never more than the item's stock). */
export const MAX_CART_QUANTITY = 99;

/** The state of every order this server records: nothing is shipped by it. */
export const ORDER_PENDING_DELIVERY = 'pending delivery';

/** Whether a shop item has a discount: only when BOTH discount fields are set. */
export const hasDiscount = (item: Pick<ShopItem, 'discountPriceDol' | 'discountCostDom'>) =>
  item.discountPriceDol != null && item.discountCostDom != null;

/**
 * What a cart line costs: `quantity` times the price in iziDol, or, paying with the discount,
 * times the discount price in iziDol plus its cost in iziDom.
 */
export function linePrice(
  item: Pick<ShopItem, 'priceDol' | 'discountPriceDol' | 'discountCostDom'>,
  quantity: number,
  payWithDiscount: boolean,
): { priceDol: number; costDom: number } {
  const discounted = payWithDiscount && hasDiscount(item);
  const cents = (n: number) => Math.round(n * quantity * 100) / 100;
  return {
    priceDol: cents(discounted ? item.discountPriceDol! : item.priceDol),
    costDom: discounted ? cents(item.discountCostDom!) : 0,
  };
}

// ---------------------------------------------------------------------------------------------
// What the calls send (the server and the mocks validate with these)

const positiveAmount = z.number().check(z.gt(0));

/** `POST /marketplace/items/{id}/buy`: the medallion (type) the new character joins. */
export const buyCharacterRequestSchema = z.object({ characterType: characterTypeSchema });
export type BuyCharacterRequest = z.infer<typeof buyCharacterRequestSchema>;

/** `PUT /izishop/cart/lines/{itemId}`: the line's quantity, and whether it pays the discount. */
export const cartLineRequestSchema = z.object({
  quantity: z.number().check(({ value: input, issues }) => {
    if (!Number.isInteger(input) || input < 1 || input > MAX_CART_QUANTITY)
      issues.push({
        code: 'custom',
        message: `a whole number from 1 to ${MAX_CART_QUANTITY}`,
        input,
      });
  }),
  payWithDiscount: z.optional(z.boolean()),
});
export type CartLineRequest = z.infer<typeof cartLineRequestSchema>;

const convertibleTokenSchema = z.enum(convertibleTokens);

/** `POST /wallet/convert`: `amount` of `from`, paid to the wallet in `to`. */
export const convertRequestSchema = z.object({
  from: convertibleTokenSchema,
  to: convertibleTokenSchema,
  amount: positiveAmount,
});
export type ConvertRequest = z.infer<typeof convertRequestSchema>;

// ---------------------------------------------------------------------------------------------
// What the calls answer, as this server sends it

export interface BuyCharacterResult {
  success: true;
  message: string;
  character: Character;
}

export interface CartLine {
  itemId: number;
  quantity: number;
  payWithDiscount: boolean;
  /** The line's cost: iziDol, and iziDom when it pays the discount (0 otherwise). */
  priceDol: number;
  costDom: number;
}

export interface Cart {
  lines: CartLine[];
  /** Every line's quantity summed: the header's count. */
  count: number;
  totalDol: number;
  totalDom: number;
}

export interface OrderLine extends CartLine {
  /** The item's name when it was ordered. */
  name: string;
}

export interface Order {
  id: number;
  state: typeof ORDER_PENDING_DELIVERY;
  /** An ISO 8601 date and time. */
  createdAt: string;
  lines: OrderLine[];
  totalDol: number;
  totalDom: number;
}

export interface CheckoutResult {
  success: true;
  message: string;
  order: Order;
}

export interface ConversionRate {
  from: ConvertibleToken;
  to: ConvertibleToken;
  /** How many `to` one `from` gives. */
  rate: number;
}

export interface ConvertResult {
  success: true;
  message: string;
  from: ConvertibleToken;
  to: ConvertibleToken;
  /** What left the wallet, in `from`, and what arrived, in `to`. */
  amount: number;
  received: number;
}

// ---------------------------------------------------------------------------------------------
// The answers' schemas: tolerant readers, as for the contract's calls

const amount = readNumber();
const count = readNumber('a number of 0 or more', 0);
const outcome = { success: readBoolean, message: z.optional(readText) };

export const buyCharacterResponseSchema = z.object({
  ...outcome,
  character: z.optional(characterSchema),
});
export type ReadBuyCharacterResult = z.output<typeof buyCharacterResponseSchema>;

const cartLineShape = {
  itemId: readId,
  quantity: count,
  payWithDiscount: z._default(readBoolean, false),
  priceDol: amount,
  costDom: z._default(amount, 0),
};
export const cartLineSchema = z.object(cartLineShape);
export type ReadCartLine = z.output<typeof cartLineSchema>;

export const cartSchema = z.object({
  lines: z.array(cartLineSchema),
  count,
  totalDol: amount,
  totalDom: z._default(amount, 0),
});
export type ReadCart = z.output<typeof cartSchema>;

export const orderSchema = z.object({
  id: readId,
  state: readText,
  createdAt: readTimestamp,
  lines: z.array(z.object({ ...cartLineShape, name: readText })),
  totalDol: amount,
  totalDom: z._default(amount, 0),
});
export type ReadOrder = z.output<typeof orderSchema>;

export const checkoutResponseSchema = z.object({ ...outcome, order: z.optional(orderSchema) });
export type ReadCheckoutResult = z.output<typeof checkoutResponseSchema>;

export const conversionRatesSchema = z.object({
  rates: z.array(z.object({ from: readText, to: readText, rate: amount })),
});
export type ReadConversionRates = z.output<typeof conversionRatesSchema>;

export const convertResponseSchema = z.object({
  ...outcome,
  from: z.optional(readText),
  to: z.optional(readText),
  amount: z.optional(amount),
  received: z.optional(amount),
});
export type ReadConvertResult = z.output<typeof convertResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The table and the client

/** izi's own economy calls: method, path under the base path (`:id` a parameter), answer. */
export const economyCalls = {
  buyCharacter: {
    method: 'POST',
    path: '/marketplace/items/:id/buy',
    auth: true,
    response: buyCharacterResponseSchema,
  },
  getCart: { method: 'GET', path: '/izishop/cart', auth: true, response: cartSchema },
  setCartLine: {
    method: 'PUT',
    path: '/izishop/cart/lines/:id',
    auth: true,
    response: cartSchema,
  },
  removeCartLine: {
    method: 'DELETE',
    path: '/izishop/cart/lines/:id',
    auth: true,
    response: cartSchema,
  },
  checkout: {
    method: 'POST',
    path: '/izishop/checkout',
    auth: true,
    response: checkoutResponseSchema,
  },
  getOrders: {
    method: 'GET',
    path: '/izishop/orders',
    auth: true,
    response: orderSchema,
    list: true,
  },
  getConversionRates: {
    method: 'GET',
    path: '/wallet/conversion-rates',
    auth: true,
    response: conversionRatesSchema,
  },
  convertTokens: {
    method: 'POST',
    path: '/wallet/convert',
    auth: true,
    response: convertResponseSchema,
  },
} as const;

export type EconomyCallName = keyof typeof economyCalls;
export const economyCallNames = Object.keys(economyCalls) as EconomyCallName[];
export type EconomyResponseOf<C extends EconomyCallName> = AnswerOf<(typeof economyCalls)[C]>;

/** The body schema of each economy call that sends one. */
export const economyRequestSchemas = {
  buyCharacter: buyCharacterRequestSchema,
  setCartLine: cartLineRequestSchema,
  convertTokens: convertRequestSchema,
} as const;

/** What each economy call answers as this server (and the mocks) write it. */
export interface EconomyAnswers {
  buyCharacter: BuyCharacterResult;
  getCart: Cart;
  setCartLine: Cart;
  removeCartLine: Cart;
  checkout: CheckoutResult;
  getOrders: Order[];
  getConversionRates: { rates: ConversionRate[] };
  convertTokens: ConvertResult;
}

/** A path with its one parameter filled in (encoded). */
export const economyPath = (call: EconomyCallName, id: Id) =>
  economyCalls[call].path.replace(':id', encodeURIComponent(String(id)));

/**
 * The client of the economy calls, with the options of `createApiClient` (pass the same getters).
 * Every failure is an `ApiError`, as from the contract's client; a refusal (short balance, full
 * medallion, out of stock) is an `http` error carrying the server's message.
 */
export function createEconomyClient(options: ApiClientOptions = {}) {
  const send = createSend<typeof economyCalls, { [C in EconomyCallName]: EconomyResponseOf<C> }>(
    options,
    economyCalls,
  );
  return {
    /** POST /marketplace/items/{id}/buy with `{ characterType }`: the new character. */
    buyCharacter: (itemId: Id, body: BuyCharacterRequest, o?: RequestOptions) =>
      send('buyCharacter', { ...o, path: economyPath('buyCharacter', itemId), body }),
    /** GET /izishop/cart: the person's cart, held by the server. */
    getCart: (o?: RequestOptions) => send('getCart', o),
    /** PUT /izishop/cart/lines/{itemId} with `{ quantity, payWithDiscount }`: the cart after. */
    setCartLine: (itemId: Id, body: CartLineRequest, o?: RequestOptions) =>
      send('setCartLine', { ...o, path: economyPath('setCartLine', itemId), body }),
    /** DELETE /izishop/cart/lines/{itemId}: the cart after. */
    removeCartLine: (itemId: Id, o?: RequestOptions) =>
      send('removeCartLine', { ...o, path: economyPath('removeCartLine', itemId) }),
    /** POST /izishop/checkout, no body: pays, lowers the stock, records the order. */
    checkout: (o?: RequestOptions) => send('checkout', o),
    /** GET /izishop/orders: the person's orders, newest first. */
    getOrders: (o?: RequestOptions) => send('getOrders', o),
    /** GET /wallet/conversion-rates: how many of `to` one `from` gives. */
    getConversionRates: (o?: RequestOptions) => send('getConversionRates', o),
    /** POST /wallet/convert with `{ from, to, amount }`: what left and what arrived. */
    convertTokens: (body: ConvertRequest, o?: RequestOptions) =>
      send('convertTokens', { ...o, body }),
  };
}
export type EconomyClient = ReturnType<typeof createEconomyClient>;

/**
 * The backend does not have this call: it answered 404, 405 or 501 (a server that follows only
 * the spec). The app then shows the control's "not available yet".
 */
export const isNotImplemented = (error: unknown): error is ApiError =>
  isApiError(error) && error.kind === 'http' && [404, 405, 501].includes(error.status ?? 0);
