import type { UsdtRequestType as RequestMode } from '@izi/domain';
import { parseAmount } from '../../primitives/NumberField';

/** The two kinds of USDT request, chosen on the iziDol card (`@izi/domain`). */
export { usdtRequestTypes as requestModes, type UsdtRequestType as RequestMode } from '@izi/domain';

/** What the form sends; shaped like the contract's `UsdtRequest`, with nothing else in it. */
export type UsdtRequest =
  | { type: 'deposit'; amount: number; proof: string }
  | { type: 'withdrawal'; amount: number; address: string };

export interface RequestValues {
  amount: string;
  /** The wallet address (withdrawal) or the transaction proof (deposit), as typed. */
  detail: string;
}

export type AmountError = 'amountRequired' | 'amountNotNumber' | 'amountNotPositive';
export type DetailError = 'addressRequired' | 'proofRequired';
export interface RequestErrors {
  amount?: AmountError;
  detail?: DetailError;
}

export type RequestCheck =
  { ok: true; request: UsdtRequest } | { ok: false; errors: RequestErrors };

/**
 * The form's rules: the amount is required and read with `parseAmount` (empty,
 * non-numeric, zero and negative are refused); a withdrawal needs an address, a deposit a proof.
 * The text fields are trimmed.
 */
export function validateRequest(mode: RequestMode, values: RequestValues): RequestCheck {
  const errors: RequestErrors = {};
  const amount = parseAmount(values.amount);
  if (values.amount.trim() === '') errors.amount = 'amountRequired';
  else if (amount === null) errors.amount = 'amountNotNumber';
  else if (amount <= 0) errors.amount = 'amountNotPositive';
  const detail = values.detail.trim();
  if (detail === '') errors.detail = mode === 'withdrawal' ? 'addressRequired' : 'proofRequired';
  if (errors.amount || errors.detail || amount === null) return { ok: false, errors };
  return {
    ok: true,
    request:
      mode === 'withdrawal'
        ? { type: 'withdrawal', amount, address: detail }
        : { type: 'deposit', amount, proof: detail },
  };
}
