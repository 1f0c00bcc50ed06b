/**
 * Writing to the ledger, the one way balances change. Every movement is a row; the database's
 * trigger adds it to `balances`, whose CHECK refuses a negative balance, so a debit that would
 * overdraw fails inside its transaction and nothing of it is kept.
 */
import type { TokenType, TransactionType } from '@izi/api';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { balances, ledger } from '../db/schema';
import { round2, type Refusal, type Result } from '../context';

export interface Movement {
  transactionType: TransactionType;
  tokenType: TokenType;
  /** Positive; `direction` says which way. */
  amount: number;
  direction: 1 | -1;
  /** Makes a movement that must happen once unique (`income:<character>:<day>`, `sale:<id>`). */
  ref?: string;
  at: Date;
}

export async function record(db: Executor, userId: number, movements: Movement[]) {
  const rows = movements.map((m) => ({
    userId,
    transactionType: m.transactionType,
    tokenType: m.tokenType,
    amount: round2(m.amount),
    direction: m.direction,
    ref: m.ref ?? null,
    createdAt: m.at,
  }));
  for (let i = 0; i < rows.length; i += 500) await db.insert(ledger).values(rows.slice(i, i + 500));
}

export async function balanceOf(db: Executor, userId: number, tokenType: TokenType) {
  const [row] = await db
    .select({ amount: balances.amount })
    .from(balances)
    .where(and(eq(balances.userId, userId), eq(balances.tokenType, tokenType)));
  return row?.amount ?? 0;
}

/** Postgres refused a row because of a CHECK constraint (here: a balance below zero). */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  const cause = findPgError(error);
  return cause?.code === '23514' && (cause.constraint ?? cause.message ?? '').includes(constraint);
}

/** A debit the CHECK refused after all: the read under the user's lock said it would do. */
class Overdrawn extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

/**
 * Runs a debit; should the balances' CHECK refuse it (the read before it was stale), the
 * transaction is undone and `refusedIfOverdrawn` answers `refusal`.
 */
export async function debitOr<T>(refusal: Refusal, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isCheckViolation(error, 'balances_not_negative')) throw new Overdrawn(refusal);
    throw error;
  }
}

/** Runs a write transaction whose debits go through `debitOr`, answering their refusal. */
export async function refusedIfOverdrawn<T>(run: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Overdrawn) return error.refusal;
    throw error;
  }
}

/** Postgres refused a row because of a unique index. */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  const cause = findPgError(error);
  return (
    cause?.code === '23505' &&
    (index === undefined || (cause.constraint ?? cause.message ?? '').includes(index))
  );
}

interface PgErrorLike {
  code?: string;
  constraint?: string;
  message?: string;
}

/** drizzle wraps driver errors (`cause`); node-postgres and PGlite both carry `code`. */
function findPgError(error: unknown): PgErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgErrorLike & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code))
      return candidate;
    current = candidate.cause;
  }
  return undefined;
}
