/** Moving tokens in the mock's wallet and recording each movement, as the server's ledger does. */
import type { TokenType, Transaction, Wallet } from '@izi/api';
import type { MockDb } from '../db';

export const tokenNames: Record<TokenType, string> = {
  IZIDOL: 'iziDol',
  IZIDOT: 'iziDot',
  IZIDOM: 'iziDom',
};
export const balanceKey: Record<TokenType, keyof Wallet> = {
  IZIDOL: 'iziDolBalance',
  IZIDOT: 'iziDotBalance',
  IZIDOM: 'iziDomBalance',
};

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** Adds a transaction, newest first, at the db's clock. */
export function record(db: MockDb, movement: Omit<Transaction, 'id' | 'timestamp'>): Transaction {
  const { transactions } = db.state;
  const id = Math.max(0, ...transactions.map((t) => t.id)) + 1;
  const added = { id, ...movement, timestamp: db.now().toISOString() };
  transactions.unshift(added);
  return added;
}

/** Adds `amount` (negative to take) to the balance of `token`. */
export function move(db: MockDb, token: TokenType, amount: number) {
  const key = balanceKey[token];
  db.state.wallet = { ...db.state.wallet, [key]: round2(db.state.wallet[key] + amount) };
}
