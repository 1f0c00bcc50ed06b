/** Balances, transactions, stats, USDT requests, and converting tokens. */
import type { ServerContext } from '../context';
import { answer, bodyOf, refusal, userOf, type Routes } from '../http/calls';
import { messages } from '../messages';
import {
  conversionRates,
  convertTokens,
  getStats,
  getWallet,
  listTransactions,
  submitUsdtRequest,
  tokenName,
} from '../services/wallet';

export const walletRoutes = (ctx: ServerContext) =>
  ({
    getWallet: async (c) => answer(c, 'getWallet', await getWallet(ctx, userOf(c))),
    getTransactions: async (c) =>
      answer(c, 'getTransactions', await listTransactions(ctx, userOf(c))),
    getStats: async (c) => answer(c, 'getStats', await getStats(ctx, userOf(c))),
    submitUsdtRequest: async (c) => {
      const body = await bodyOf(c, 'submitUsdtRequest');
      if (!body.ok) return refusal(c, 'submitUsdtRequest', { status: 400, message: body.message });
      const result = await submitUsdtRequest(ctx, userOf(c), body.data);
      if (!result.ok) return refusal(c, 'submitUsdtRequest', result);
      return answer(c, 'submitUsdtRequest', {
        success: true,
        message: messages.requested(result.value),
      });
    },
    getConversionRates: async (c) =>
      answer(c, 'getConversionRates', { rates: conversionRates(ctx) }),
    convertTokens: async (c) => {
      const body = await bodyOf(c, 'convertTokens');
      if (!body.ok) return refusal(c, 'convertTokens', { status: 400, message: body.message });
      const result = await convertTokens(ctx, userOf(c), body.data);
      if (!result.ok) return refusal(c, 'convertTokens', result);
      const { from, to, amount, received } = result.value;
      return answer(c, 'convertTokens', {
        success: true,
        message: messages.converted(amount, tokenName(from), received, tokenName(to)),
        ...result.value,
      });
    },
  }) satisfies Routes;
