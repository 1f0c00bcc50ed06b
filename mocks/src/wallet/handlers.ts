/** The wallet in the mocks: balances, transactions, stats, and USDT requests approved at once. */
import { usdtRequestSchema } from '@izi/api';
import { handlerMessages } from '../handler-texts';
import { fail, ok, readJson, route, type Scenario } from '../route';
import { submitUsdtRequest } from './usdt';

export const walletHandlers = {
  getWallet: (ctx) => route('getWallet', ctx, () => ok('getWallet', ctx.db.state.wallet)),
  getTransactions: (ctx) =>
    route('getTransactions', ctx, () => ok('getTransactions', ctx.db.state.transactions)),
  getStats: (ctx) => route('getStats', ctx, () => ok('getStats', ctx.db.state.stats)),
  submitUsdtRequest: (ctx) =>
    route('submitUsdtRequest', ctx, async ({ request }) => {
      const body = usdtRequestSchema.safeParse(await readJson(request));
      if (!body.success) return fail(400, handlerMessages.badRequest, { success: false });
      const result = submitUsdtRequest(ctx.db, body.data);
      if (!result.ok) return fail(result.status, result.message, { success: false });
      const message = `${body.data.type === 'deposit' ? 'Deposit' : 'Withdrawal'} request received.`;
      return ok('submitUsdtRequest', { success: true, message });
    }),
} satisfies Record<string, Scenario>;
