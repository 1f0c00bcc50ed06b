/**
 * The mailed one-time codes (verification and password reset): one live code per account,
 * stored as a hash, refused once expired or after `rules.verificationMaxAttempts` wrong guesses.
 */
import { eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import type { passwordResetCodes, verificationCodes } from '../db/schema';

export type CodeTable = typeof verificationCodes | typeof passwordResetCodes;

/** Stores the account's code (its hash), replacing the one before: the older code stops working. */
export async function storeCodeIn(
  tx: Executor,
  table: CodeTable,
  row: { userId: number; codeHash: string; now: Date; ttlMs: number },
) {
  const values = {
    userId: row.userId,
    codeHash: row.codeHash,
    expiresAt: new Date(row.now.getTime() + row.ttlMs),
    attempts: 0,
  };
  await tx.insert(table).values(values).onConflictDoUpdate({ target: table.userId, set: values });
}

/**
 * Checks a code inside the caller's transaction (its row held): a wrong one counts a guess; the
 * right one is used up. `tooMany` once the guesses are spent, even for the right code.
 */
export async function useCode(
  ctx: ServerContext,
  tx: Executor,
  table: CodeTable,
  userId: number,
  hash: string,
): Promise<'used' | 'wrong' | 'tooMany'> {
  const [pending] = await tx.select().from(table).where(eq(table.userId, userId)).for('update');
  if (!pending || pending.expiresAt <= ctx.now()) return 'wrong';
  if (pending.attempts >= ctx.rules.verificationMaxAttempts) return 'tooMany';
  if (pending.codeHash !== hash) {
    await tx
      .update(table)
      .set({ attempts: pending.attempts + 1 })
      .where(eq(table.userId, userId));
    return 'wrong';
  }
  await tx.delete(table).where(eq(table.userId, userId));
  return 'used';
}
