/**
 * The wallet: balances, the transactions behind them, the stats, USDT deposit and withdrawal
 * requests, and converting iziDol ⇄ iziDot. Pending withdrawals hold their iziDol: every spend of
 * iziDol counts them, until an operator approves (debits) or rejects (releases) them.
 */
import {
  salePriceOf,
  tokenTypes,
  type Stats,
  type TokenType,
  type Transaction,
  type UsdtRequest,
  type UsdtRequestRecord,
  type Wallet,
} from '@izi/api';
import {
  convertedAmount,
  type ConversionRate,
  type ConvertRequest,
  type ConvertResult,
} from '@izi/api';
import { and, desc, eq, gt, like, lte, sql } from 'drizzle-orm';
import { ok, refuse, round2, type Result, type ServerContext } from '../context';
import type { Executor } from '../db/database';
import { balances, ledger, usdtRequests } from '../db/schema';
import { messages } from '../messages';
import { DAY, usdtAddressPatterns } from '../rules';
import { listCharacters } from './characters';
import { balanceOf, debitOr, record, refusedIfOverdrawn } from './ledger';
import { lockUser } from './user-lock';

const tokenNames: Record<TokenType, string> = {
  IZIDOL: 'iziDol',
  IZIDOT: 'iziDot',
  IZIDOM: 'iziDom',
};

export const tokenName = (token: TokenType) => tokenNames[token];

/**
 * At most two decimals, as the number was written: JSON's `10.000000001` is not 10.00 (its
 * shortest form, which `String` gives, keeps every decimal that makes it another number).
 */
const hasCents = (amount: number) => /^\d+(\.\d{1,2})?$/.test(String(amount));

/** Every token's balance row, so that a wallet always answers three numbers. */
export async function openBalances(tx: Executor, userId: number) {
  await tx
    .insert(balances)
    .values(tokenTypes.map((tokenType) => ({ userId, tokenType, amount: 0 })))
    .onConflictDoNothing();
}

export async function getWallet(ctx: ServerContext, userId: number): Promise<Wallet> {
  const rows = await ctx.db
    .select({ tokenType: balances.tokenType, amount: balances.amount })
    .from(balances)
    .where(eq(balances.userId, userId));
  const of = (token: string) => rows.find((row) => row.tokenType === token)?.amount ?? 0;
  return { iziDolBalance: of('IZIDOL'), iziDotBalance: of('IZIDOT'), iziDomBalance: of('IZIDOM') };
}

export async function listTransactions(ctx: ServerContext, userId: number): Promise<Transaction[]> {
  const rows = await ctx.db
    .select({
      id: ledger.id,
      transactionType: ledger.transactionType,
      tokenType: ledger.tokenType,
      amount: ledger.amount,
      createdAt: ledger.createdAt,
    })
    .from(ledger)
    .where(eq(ledger.userId, userId))
    .orderBy(desc(ledger.createdAt), desc(ledger.id))
    .limit(ctx.rules.transactionsLimit);
  return rows.map(({ createdAt, ...row }) => ({ ...row, timestamp: createdAt.toISOString() }));
}

/**
 * `sevenDayIncome`: the income credited over the last seven days, in iziDot.
 * `totalValue`: balances and characters (at their sale price in iziDot) in USD, at the rules'
 * rates.
 */
export async function getStats(ctx: ServerContext, userId: number): Promise<Stats> {
  const now = ctx.now();
  const [income] = await ctx.db
    .select({ total: sql<number>`coalesce(sum(${ledger.amount}), 0)`.mapWith(Number) })
    .from(ledger)
    .where(
      and(
        eq(ledger.userId, userId),
        like(ledger.ref, 'income:%'),
        gt(ledger.createdAt, new Date(now.getTime() - 7 * DAY)),
        lte(ledger.createdAt, now),
      ),
    );
  const wallet = await getWallet(ctx, userId);
  const owned = await listCharacters(ctx, userId);
  const rate = ctx.rules.usdPerToken;
  const charactersDot = owned.reduce((sum, character) => sum + salePriceOf(character), 0);
  const totalValue =
    wallet.iziDolBalance * rate.IZIDOL +
    (wallet.iziDotBalance + charactersDot) * rate.IZIDOT +
    wallet.iziDomBalance * rate.IZIDOM;
  return { sevenDayIncome: round2(income?.total ?? 0), totalValue: round2(totalValue) };
}

// ---------------------------------------------------------------------------------------------
// USDT requests

/**
 * The iziDol that pending withdrawals hold: every spend of iziDol and every new withdrawal
 * counts them, inside a transaction that holds the user's lock.
 */
export async function pendingWithdrawals(tx: Executor, userId: number): Promise<number> {
  const [pending] = await tx
    .select({ total: sql<number>`coalesce(sum(${usdtRequests.amount}), 0)`.mapWith(Number) })
    .from(usdtRequests)
    .where(
      and(
        eq(usdtRequests.userId, userId),
        eq(usdtRequests.type, 'withdrawal'),
        eq(usdtRequests.status, 'pending'),
      ),
    );
  return pending?.total ?? 0;
}

/**
 * A deposit (with its transaction proof) or a withdrawal (to a TRON or Ethereum USDT address) is
 * recorded as pending; nothing moves until someone reviews it. A withdrawal may not exceed the
 * iziDol balance less the withdrawals already pending.
 */
export async function submitUsdtRequest(
  ctx: ServerContext,
  userId: number,
  request: UsdtRequest,
): Promise<Result<'deposit' | 'withdrawal'>> {
  const { minAmount, maxAmount, proofMaxLength } = ctx.rules.usdt;
  if (request.amount < minAmount || request.amount > maxAmount)
    return refuse(400, messages.amountRange(minAmount, maxAmount));
  if (!hasCents(request.amount)) return refuse(400, messages.amountCents);
  if (request.type === 'withdrawal') {
    const address = request.address.trim();
    if (!usdtAddressPatterns.some((pattern) => pattern.test(address)))
      return refuse(400, messages.badAddress);
  } else if (request.proof.trim().length > proofMaxLength) {
    return refuse(400, messages.longProof(proofMaxLength));
  }
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await lockUser(tx, userId);
    if (request.type === 'withdrawal') {
      const available =
        (await balanceOf(tx, userId, 'IZIDOL')) - (await pendingWithdrawals(tx, userId));
      if (request.amount > available + 1e-9) return refuse(400, messages.insufficientForWithdrawal);
    }
    await tx.insert(usdtRequests).values({
      userId,
      type: request.type,
      amount: round2(request.amount),
      address: request.type === 'withdrawal' ? request.address.trim() : null,
      proof: request.type === 'deposit' ? request.proof.trim() : null,
      createdAt: now,
    });
    return ok(request.type);
  });
}

/** The columns of a USDT request the contract answers (`status` is its `state`). */
export const usdtRequestColumns = {
  id: usdtRequests.id,
  type: usdtRequests.type,
  amount: usdtRequests.amount,
  proof: usdtRequests.proof,
  address: usdtRequests.address,
  state: usdtRequests.status,
  reason: usdtRequests.reason,
  createdAt: usdtRequests.createdAt,
  reviewedAt: usdtRequests.reviewedAt,
};

/** A request's row with its dates as ISO text. */
export const usdtRequestOf = <R extends { createdAt: Date; reviewedAt: Date | null }>(row: R) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
});

/** The user's own USDT requests, newest first, with their review. */
export async function listUsdtRequests(
  ctx: ServerContext,
  userId: number,
): Promise<UsdtRequestRecord[]> {
  const rows = await ctx.db
    .select(usdtRequestColumns)
    .from(usdtRequests)
    .where(eq(usdtRequests.userId, userId))
    .orderBy(desc(usdtRequests.createdAt), desc(usdtRequests.id))
    .limit(ctx.rules.reviewListLimit);
  return rows.map(usdtRequestOf);
}

// ---------------------------------------------------------------------------------------------
// Converting tokens

export function conversionRates(ctx: ServerContext): ConversionRate[] {
  const rates = ctx.rules.usdPerToken;
  return [
    { from: 'IZIDOL', to: 'IZIDOT', rate: rates.IZIDOL / rates.IZIDOT },
    { from: 'IZIDOT', to: 'IZIDOL', rate: rates.IZIDOT / rates.IZIDOL },
  ];
}

/**
 * `amount` of `from` leaves the wallet and its worth in `to` (at the rules' rates, rounded down to
 * the cent) arrives: two CONVERT transactions in one database transaction, so both balances
 * change at once or neither does. iziDol held by pending withdrawals cannot be converted.
 */
export async function convertTokens(
  ctx: ServerContext,
  userId: number,
  { from, to, amount }: ConvertRequest,
): Promise<Result<Omit<ConvertResult, 'success' | 'message'>>> {
  if (from === to) return refuse(400, messages.sameToken);
  if (!hasCents(amount)) return refuse(400, messages.convertCents);
  const received = convertedAmount(from, to, amount, ctx.rules.usdPerToken);
  if (received <= 0) return refuse(400, messages.convertTooSmall);
  const short = refuse(400, messages.insufficientToConvert(tokenNames[from]));
  return refusedIfOverdrawn(() =>
    ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      await lockUser(tx, userId);
      const balance = await balanceOf(tx, userId, from);
      if (balance < amount) return short;
      if (from === 'IZIDOL') {
        const held = await pendingWithdrawals(tx, userId);
        if (balance - held < amount - 1e-9) return refuse(400, messages.heldForConvert(held));
      }
      await debitOr(short, () =>
        record(tx, userId, [
          { transactionType: 'CONVERT', tokenType: from, amount, direction: -1, at: now },
          {
            transactionType: 'CONVERT',
            tokenType: to,
            amount: received,
            direction: 1,
            at: now,
          },
        ]),
      );
      return ok({ from, to, amount, received });
    }),
  );
}
