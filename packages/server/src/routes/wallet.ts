/** Balances, transactions, stats, USDT requests (and the person's list of them), and converting tokens. */
import type { ServerContext } from '../context';
import { answer, userOf, withBody, type Routes } from '../http/calls';
import { messages } from '../messages';
import {
  conversionRates,
  convertTokens,
  getStats,
  getWallet,
  listTransactions,
  listUsdtRequests,
  submitUsdtRequest,
  tokenName,
} from '../services/wallet';

export const walletRoutes = (ctx: ServerContext) =>
  ({
    getWallet: async (c) => answer(c, 'getWallet', await getWallet(ctx, userOf(c))),
    getTransactions: async (c) =>
      answer(c, 'getTransactions', await listTransactions(ctx, userOf(c))),
    getStats: async (c) => answer(c, 'getStats', await getStats(ctx, userOf(c))),
    submitUsdtRequest: (c) =>
      withBody(
        c,
        'submitUsdtRequest',
        (body) => submitUsdtRequest(ctx, userOf(c), body),
        (type) => ({ success: true, message: messages.requested(type) }),
      ),
    getUsdtRequests: async (c) =>
      answer(c, 'getUsdtRequests', await listUsdtRequests(ctx, userOf(c))),
    getConversionRates: async (c) =>
      answer(c, 'getConversionRates', { rates: conversionRates(ctx) }),
    convertTokens: (c) =>
      withBody(
        c,
        'convertTokens',
        (body) => convertTokens(ctx, userOf(c), body),
        (done) => ({
          success: true,
          message: messages.converted(
            done.amount,
            tokenName(done.from),
            done.received,
            tokenName(done.to),
          ),
          ...done,
        }),
      ),
  }) satisfies Routes;
