/**
 * Verification codes: a 6-digit code per account, stored as a hash, printed to the server's log
 * (this server sends no email), capped per account and window.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { verificationCodes } from '../db/schema';
import { codeHash, newVerificationCode } from '../auth/secrets';
import { take } from './rate-limits';

export async function storeCode(
  ctx: ServerContext,
  tx: Executor,
  userId: number,
  code: string,
  now: Date,
) {
  const row = {
    userId,
    codeHash: codeHash(userId, code),
    expiresAt: new Date(now.getTime() + ctx.rules.verificationCodeTtlMs),
    attempts: 0,
  };
  await tx
    .insert(verificationCodes)
    .values(row)
    .onConflictDoUpdate({ target: verificationCodes.userId, set: row });
}

/** The verification codes issued to an account, capped by `rules.verificationCodes`. */
export const codesKey = (userId: number) => `codes:${userId}`;

/** The code goes to the log (this server sends no email); the README says so. */
export function logCode(ctx: ServerContext, email: string, code: string) {
  const minutes = Math.round(ctx.rules.verificationCodeTtlMs / 60_000);
  // The text for a person reading the log; the same in fields for a program (jq, the e2e tests).
  ctx.log.info(
    `[verification] code for ${email}: ${code} (valid for ${minutes} minutes; this server sends no email)`,
    { event: 'verification', email, code },
  );
}

/**
 * An unverified login gets a new code when the last one expired or was guessed at too often, up
 * to `rules.verificationCodes` per window: answers 0, or how long until the next code may be
 * issued (five guesses a code, so codes capped per hour cap the guesses too).
 */
export async function resendCodeIfNeeded(
  ctx: ServerContext,
  userId: number,
  email: string,
): Promise<number> {
  const now = ctx.now();
  const [live] = await ctx.db
    .select({ userId: verificationCodes.userId })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        gt(verificationCodes.expiresAt, now),
        sql`${verificationCodes.attempts} < ${ctx.rules.verificationMaxAttempts}`,
      ),
    );
  if (live) return 0;
  const code = newVerificationCode();
  const wait = await ctx.db.transaction(async (tx) => {
    const full = await take(tx, codesKey(userId), ctx.rules.verificationCodes, now);
    if (full === 0) await storeCode(ctx, tx, userId, code, now);
    return full;
  });
  if (wait === 0) logCode(ctx, email, code);
  return wait;
}
