/** Converting iziDol and iziDot in the mocks, as the server does it: both balances move. */
import {
  conversionRate,
  convertedAmount,
  convertibleTokens,
  convertRequestSchema,
  type ConvertRequest,
  type ConvertResult,
} from '@izi/api';
import type { DbResult, MockDb } from '../db';
import * as extension from '../extension-route';
import { readJson } from '../route';
import { balanceKey, move, record, tokenNames } from './ledger';

const messages = extension.extensionMessages;

export function convert(db: MockDb, { from, to, amount }: ConvertRequest): DbResult<ConvertResult> {
  if (from === to) return extension.refuse(400, messages.sameToken);
  // At most two decimals, as the number is written (as the server checks).
  if (!/^\d+(\.\d{1,2})?$/.test(String(amount)))
    return extension.refuse(400, messages.convertCents);
  const received = convertedAmount(from, to, amount);
  if (received <= 0) return extension.refuse(400, messages.convertTooSmall);
  if (db.state.wallet[balanceKey[from]] < amount)
    return extension.refuse(400, messages.insufficientToConvert(tokenNames[from]));
  move(db, from, -amount);
  move(db, to, received);
  record(db, { transactionType: 'CONVERT', tokenType: from, amount });
  record(db, { transactionType: 'CONVERT', tokenType: to, amount: received });
  const message = messages.converted(amount, tokenNames[from], received, tokenNames[to]);
  return { ok: true, value: { success: true, message, from, to, amount, received } };
}

export const conversionHandlers = {
  getConversionRates: (ctx) =>
    extension.extensionRoute('getConversionRates', ctx, () =>
      extension.answer('getConversionRates', {
        rates: convertibleTokens.flatMap((from) =>
          convertibleTokens
            .filter((to) => to !== from)
            .map((to) => ({ from, to, rate: conversionRate(from, to) })),
        ),
      }),
    ),
  convertTokens: (ctx) =>
    extension.extensionRoute('convertTokens', ctx, async ({ request }) => {
      const body = convertRequestSchema.safeParse(await readJson(request));
      if (!body.success) return extension.refusal('convertTokens', 400, messages.badRequest);
      const result = convert(ctx.db, body.data);
      if (!result.ok) return extension.refusal('convertTokens', result.status, result.message);
      return extension.answer('convertTokens', result.value);
    }),
} satisfies Record<string, extension.ExtensionScenario>;

/** Conversion's own scenarios, beside every call's. */
export const conversionScenarios = {
  convertTokens: {
    insufficientBalance: extension.refused(
      'convertTokens',
      400,
      messages.insufficientToConvert('iziDol'),
    ),
  },
};
