import { entry } from '../call-spec';
import { outcomeSchema } from '../outcome';
import { statsSchema, transactionSchema, walletSchema } from './schemas';

export const walletCalls = {
  /** The three balances. */
  getWallet: entry('spec', 'GET', '/wallet', walletSchema),
  getTransactions: entry('spec', 'GET', '/transactions', transactionSchema, { list: true }),
  /** Seven-day income and total value. */
  getStats: entry('spec', 'GET', '/stats', statsSchema),
  /** A deposit (with proof) or a withdrawal (with address). */
  submitUsdtRequest: entry('spec', 'POST', '/usdt/request', outcomeSchema),
};
