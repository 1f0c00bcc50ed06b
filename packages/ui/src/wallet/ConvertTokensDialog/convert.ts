import { parseAmount } from '../../primitives/NumberField';

/** The tokens that convert into each other (as the contract names them); iziDom cannot be bought. */
export const convertTokens = ['IZIDOL', 'IZIDOT'] as const;
export type ConvertToken = (typeof convertTokens)[number];

/** A conversion rate as the server sends it: how many `to` one `from` gives. */
export interface ConversionRateData {
  from: string;
  to: string;
  rate: number;
}

/** What the person asks for: `amount` of `from`, paid into the wallet in `to`. */
export interface ConvertTokensRequest {
  from: ConvertToken;
  to: ConvertToken;
  amount: number;
}

export const otherToken = (token: ConvertToken): ConvertToken =>
  token === 'IZIDOL' ? 'IZIDOT' : 'IZIDOL';

/** The amount at the rate, rounded down to the cent, as the server computes it. */
export const receivedAt = (amount: number, rate: number) =>
  Math.floor(amount * rate * 100 + 1e-6) / 100;

export type AmountProblem =
  'amountRequired' | 'amountNotNumber' | 'amountNotPositive' | 'amountCents' | 'amountTooSmall';

/**
 * Reads the typed amount: a number above zero with at most two decimals that gives at least a
 * cent at the rate (when the rate is known). The balance is the server's to check.
 */
export function checkAmount(
  text: string,
  rate: number | undefined,
): { ok: true; amount: number } | { ok: false; problem: AmountProblem } {
  if (text.trim() === '') return { ok: false, problem: 'amountRequired' };
  const amount = parseAmount(text);
  if (amount === null) return { ok: false, problem: 'amountNotNumber' };
  if (amount <= 0) return { ok: false, problem: 'amountNotPositive' };
  if (Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6)
    return { ok: false, problem: 'amountCents' };
  if (rate !== undefined && receivedAt(amount, rate) <= 0)
    return { ok: false, problem: 'amountTooSmall' };
  return { ok: true, amount };
}
