/**
 * Converting iziDol and iziDot into each other at the server's rate (izi's own calls): the rates
 * the server and the mocks share, what the calls send and answer, and their entries. The client
 * loads this module on first use, so the app's first load does not carry it.
 */
import * as z from 'zod/mini';
import { entry, type CallSpec, type RequestOptions, type Send } from '../call-spec';
import type { TokenType } from '../constants';
import { outcomeShape } from '../outcome';
import { positiveAmount } from '../request-checks';
import { readAmount, readText } from '../tolerant-readers';

/** USD per token: 1 iziDol = 1.00 USD, 1 iziDot = 0.01, 1 iziDom = 0.05. */
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

const convertibleTokenSchema = z.enum(convertibleTokens);

/** `POST /wallet/convert`: `amount` of `from`, paid to the wallet in `to`. */
export const convertRequestSchema = z.object({
  from: convertibleTokenSchema,
  to: convertibleTokenSchema,
  amount: positiveAmount,
});
export type ConvertRequest = z.infer<typeof convertRequestSchema>;

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

const amount = readAmount;

export const conversionRatesSchema = z.object({
  rates: z.array(z.object({ from: readText, to: readText, rate: amount })),
});
export type ReadConversionRates = z.output<typeof conversionRatesSchema>;

export const convertResponseSchema = z.object({
  ...outcomeShape,
  from: z.optional(readText),
  to: z.optional(readText),
  amount: z.optional(amount),
  received: z.optional(amount),
});
export type ReadConvertResult = z.output<typeof convertResponseSchema>;

export const conversionCalls = {
  /** How many of `to` one `from` gives. */
  getConversionRates: entry('izi', 'GET', '/wallet/conversion-rates', conversionRatesSchema),
  /** `{ from, to, amount }`: answers what left and what arrived. */
  convertTokens: entry('izi', 'POST', '/wallet/convert', convertResponseSchema),
} satisfies Record<string, CallSpec>;

/** What the conversion calls answer as this server (and the mocks) write it. */
export interface ConversionAnswers {
  getConversionRates: { rates: ConversionRate[] };
  convertTokens: ConvertResult;
}

/** The client's methods of the conversion calls, over its `send`. */
export const conversionClient = (send: Send) => ({
  /** GET /wallet/conversion-rates: how many of `to` one `from` gives. */
  getConversionRates: (o?: RequestOptions) =>
    send('getConversionRates', conversionCalls.getConversionRates, o),
  /** POST /wallet/convert with `{ from, to, amount }`: what left and what arrived. */
  convertTokens: (body: ConvertRequest, o?: RequestOptions) =>
    send('convertTokens', conversionCalls.convertTokens, { ...o, body }),
});

export default conversionClient;
