/** A person's USDT requests in the mock, approved at once (no operator reviews them). */
import type { Transaction, UsdtRequest } from '@izi/api';
import { walletTexts } from '@izi/api';
import type { DbResult, MockDb } from '../db';
import { record, round2 } from './ledger';

/**
 * USDT buys or sells iziDol one to one: a deposit credits iziDol (CREDIT), a withdrawal debits it
 * (DEBIT) and is refused beyond the balance; the person's request list shows it approved.
 */
export function submitUsdtRequest(db: MockDb, request: UsdtRequest): DbResult<Transaction> {
  const { state } = db;
  const { amount } = request;
  if (request.type === 'withdrawal' && amount > state.wallet.iziDolBalance) {
    return { ok: false, status: 400, message: walletTexts.insufficientForWithdrawal };
  }
  const sign = request.type === 'deposit' ? 1 : -1;
  state.wallet.iziDolBalance = round2(state.wallet.iziDolBalance + sign * amount);
  state.stats.totalValue = round2(state.stats.totalValue + sign * amount);
  const transactionType = request.type === 'deposit' ? 'CREDIT' : 'DEBIT';
  const at = db.now().toISOString();
  state.usdtRequests.unshift({
    id: Math.max(0, ...state.usdtRequests.map((r) => r.id)) + 1,
    type: request.type,
    amount,
    proof: request.type === 'deposit' ? request.proof : null,
    address: request.type === 'withdrawal' ? request.address : null,
    state: 'approved',
    reason: null,
    createdAt: at,
    reviewedAt: at,
  });
  return { ok: true, value: record(db, { transactionType, tokenType: 'IZIDOL', amount }) };
}
