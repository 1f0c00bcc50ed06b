/**
 * Verification codes: a 6-digit code per account, stored as a hash, mailed (or printed to the
 * log without SMTP), capped per account and window.
 */
import type { ApiLocale } from '@izi/api';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { verificationCodes } from '../db/schema';
import { codeHash, newVerificationCode } from '../auth/secrets';
import { composeMail } from '../mail/compose';
import { storeCodeIn } from './one-time-codes';
import { take } from './rate-limits';

export async function storeCode(
  ctx: ServerContext,
  tx: Executor,
  userId: number,
  code: string,
  now: Date,
) {
  const { verificationCodeTtlMs: ttlMs } = ctx.rules;
  await storeCodeIn(tx, verificationCodes, {
    userId,
    codeHash: codeHash(userId, code),
    now,
    ttlMs,
  });
}

/** The verification codes issued to an account, capped by `rules.verificationCodes`. */
export const codesKey = (userId: number) => `codes:${userId}`;

/** Mails the code in the request's language (or prints it to the log without SMTP). */
export function mailCode(ctx: ServerContext, email: string, code: string, locale: ApiLocale) {
  const minutes = Math.round(ctx.rules.verificationCodeTtlMs / 60_000);
  ctx.mail.send(composeMail('verification', email, locale, { code, minutes }));
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
  locale: ApiLocale,
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
  if (wait === 0) mailCode(ctx, email, code, locale);
  return wait;
}
