/**
 * The iziShop cart held by the server, its checkout and the orders (izi's own calls): the figures
 * the server and the mocks share, what the calls send and answer, and their entries. The client
 * loads this module on first use, so the app's first load does not carry it.
 */
import * as z from 'zod/mini';
import { entry, type CallSpec } from '../call-spec';
import { outcomeShape } from '../outcome';
import {
  readAmount,
  readBoolean,
  readCount,
  readId,
  readOpenEnum,
  readText,
  readTimestamp,
} from '../tolerant-readers';
import { hasDiscount } from '@izi/domain';
import type { ShopItem } from './schemas';

/** The most of one item a cart line may hold (and never more than the item's stock). */
export const MAX_CART_QUANTITY = 99;

/** An order's states: paid and waiting, then delivered or cancelled (refunded) by an operator. */
export const ORDER_PENDING_DELIVERY = 'pending delivery';
export const ORDER_DELIVERED = 'delivered';
export const ORDER_CANCELLED = 'cancelled';
export const orderStates = [ORDER_PENDING_DELIVERY, ORDER_DELIVERED, ORDER_CANCELLED] as const;
export type OrderState = (typeof orderStates)[number];

export { hasDiscount };

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * What a cart line costs: `quantity` times the price in iziDol, or, paying with the discount,
 * times the discount price in iziDol plus its cost in iziDom.
 */
export function linePrice(
  item: Pick<ShopItem, 'priceDol' | 'discountPriceDol' | 'discountCostDom'>,
  quantity: number,
  payWithDiscount: boolean,
): { priceDol: number; costDom: number } {
  const times = (n: number) => cents(n * quantity);
  return payWithDiscount && hasDiscount(item)
    ? { priceDol: times(item.discountPriceDol), costDom: times(item.discountCostDom) }
    : { priceDol: times(item.priceDol), costDom: 0 };
}

/** The cart of these lines: every line's quantity summed (the header's count) and the totals. */
export const cartOf = (lines: CartLine[]): Cart => ({
  lines,
  count: lines.reduce((sum, line) => sum + line.quantity, 0),
  totalDol: cents(lines.reduce((sum, line) => sum + line.priceDol, 0)),
  totalDom: cents(lines.reduce((sum, line) => sum + line.costDom, 0)),
});

/**
 * A cart line as ordered: the item's id and name, and what the line costs (the discount only
 * when the line asks for it and the item has one).
 */
export function orderLineOf(
  item: Pick<ShopItem, 'id' | 'name' | 'priceDol' | 'discountPriceDol' | 'discountCostDom'>,
  line: { quantity: number; payWithDiscount: boolean },
): OrderLine {
  const payWithDiscount = line.payWithDiscount && hasDiscount(item);
  return {
    itemId: item.id,
    name: item.name,
    quantity: line.quantity,
    payWithDiscount,
    ...linePrice(item, line.quantity, payWithDiscount),
  };
}

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
  state: OrderState;
  /** Why it was cancelled; null otherwise. */
  reason: string | null;
  /** ISO 8601 dates and times; `reviewedAt` is when it was delivered or cancelled. */
  createdAt: string;
  reviewedAt: string | null;
  lines: OrderLine[];
  totalDol: number;
  totalDom: number;
}

export interface CheckoutResult {
  success: true;
  message: string;
  order: Order;
}

const amount = readAmount;
const count = readCount;

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

/** What every reading of an order shares (the operator's adds who and by whom). */
export const orderShape = {
  id: readId,
  /** An unknown state is kept as its text. */
  state: readOpenEnum(orderStates),
  reason: z.optional(z.nullable(readText)),
  createdAt: readTimestamp,
  reviewedAt: z.optional(z.nullable(readTimestamp)),
  lines: z.array(z.object({ ...cartLineShape, name: readText })),
  totalDol: amount,
  totalDom: z._default(amount, 0),
};
export const orderSchema = z.object(orderShape);
export type ReadOrder = z.output<typeof orderSchema>;

export const checkoutResponseSchema = z.object({ ...outcomeShape, order: z.optional(orderSchema) });
export type ReadCheckoutResult = z.output<typeof checkoutResponseSchema>;

export const cartCalls = {
  /** The person's cart, held by the server. */
  getCart: entry('izi', 'GET', '/izishop/cart', cartSchema),
  /** `{ quantity, payWithDiscount }`: answers the cart after. */
  setCartLine: entry('izi', 'PUT', '/izishop/cart/lines/:id', cartSchema),
  /** Answers the cart after. */
  removeCartLine: entry('izi', 'DELETE', '/izishop/cart/lines/:id', cartSchema),
  /** No body: pays, lowers the stock, records the order. */
  checkout: entry('izi', 'POST', '/izishop/checkout', checkoutResponseSchema),
  /** The person's orders, newest first. */
  getOrders: entry('izi', 'GET', '/izishop/orders', orderSchema, { list: true }),
} satisfies Record<string, CallSpec>;

/** What the cart calls answer as this server (and the mocks) write it. */
export interface CartAnswers {
  getCart: Cart;
  setCartLine: Cart;
  removeCartLine: Cart;
  checkout: CheckoutResult;
  getOrders: Order[];
}
