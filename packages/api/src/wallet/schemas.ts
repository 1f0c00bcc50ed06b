/**
 * The wallet's balances, its transactions and the seven-day stats, as a server sends them and as
 * the client reads them.
 */
import * as z from 'zod/mini';
import { tokenTypes, transactionTypes, type TokenType, type TransactionType } from '../constants';
import { readAmount, readId, readOpenEnum, readTimestamp } from '../tolerant-readers';

/** The three balances; iziDol is the stable coin, iziDot the in-game currency, iziDom a reward. */
export interface Wallet {
  iziDolBalance: number;
  iziDotBalance: number;
  iziDomBalance: number;
}

/** A movement of tokens. `amount` is a magnitude in `tokenType`; the type says its direction. */
export interface Transaction {
  id: number;
  transactionType: TransactionType;
  tokenType: TokenType;
  amount: number;
  /** An ISO 8601 date and time (`2025-06-14T09:12:00.000Z`). */
  timestamp: string;
}

export interface Stats {
  /** Income over the last seven days, in iziDot. */
  sevenDayIncome: number;
  /** Estimated total value, in USD. */
  totalValue: number;
}

export const transactionTypeSchema = readOpenEnum(transactionTypes);
/** The tokens by name (`IZIDOT`, `iziDot`, `izi_dot`) or by ticker (`DOT`). */
export const tokenTypeSchema = readOpenEnum(tokenTypes, {
  DOL: 'IZIDOL',
  DOT: 'IZIDOT',
  DOM: 'IZIDOM',
});

export const walletSchema = z.object({
  iziDolBalance: readAmount,
  iziDotBalance: readAmount,
  iziDomBalance: readAmount,
});
export type ReadWallet = z.output<typeof walletSchema>;

export const transactionSchema = z.object({
  id: readId,
  transactionType: transactionTypeSchema,
  tokenType: tokenTypeSchema,
  amount: readAmount,
  timestamp: readTimestamp,
});
export type ReadTransaction = z.output<typeof transactionSchema>;

export const statsSchema = z.object({ sevenDayIncome: readAmount, totalValue: readAmount });
export type ReadStats = z.output<typeof statsSchema>;
