/**
 * The ways back in by mail: a new verification code, and a forgotten password reset with a
 * mailed code. Asking answers the same for every address (no one learns which have accounts);
 * each client address may ask `rules.mailRequestsPerAddress` times per window, and each account
 * gets at most its codes per window, past which the request is answered as usual and mails nothing.
 */
import type { ApiLocale, EmailRequest, ResetPasswordRequest } from '@izi/api';
import { and, eq, isNull } from 'drizzle-orm';
import { ok, refuse, type Result, type ServerContext } from '../context';
import { passwordResetCodes, sessions, users, verificationCodes } from '../db/schema';
import { hashPassword, newVerificationCode, resetCodeHash } from '../auth/secrets';
import { composeMail } from '../mail/compose';
import { messages } from '../messages';
import { normalEmail } from './auth';
import { storeCodeIn, useCode } from './one-time-codes';
import { take } from './rate-limits';
import { codesKey, mailCode, storeCode } from './verification-codes';

/** Counts one request for a mail from `address`: a refusal once its window is full. */
async function countRequest(ctx: ServerContext, address: string): Promise<Result<null>> {
  const wait = await take(
    ctx.db,
    `mail-requests:${address}`,
    ctx.rules.mailRequestsPerAddress,
    ctx.now(),
  );
  return wait > 0 ? refuse(429, messages.tooManyMailRequests(wait)) : ok(null);
}

/**
 * After counting the request: the account to mail for this email (only an unverified one when
 * `unverified`), or null when there is none.
 */
async function accountToMail(
  ctx: ServerContext,
  body: EmailRequest,
  address: string,
  unverified: boolean,
): Promise<Result<{ id: number; email: string } | null>> {
  const counted = await countRequest(ctx, address);
  if (!counted.ok) return counted;
  const email = normalEmail(body.email);
  const byEmail = eq(users.email, email);
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(unverified ? and(byEmail, isNull(users.verifiedAt)) : byEmail);
  return ok(user ? { id: user.id, email } : null);
}

/** Said in the log (without a code) when an account asked for more codes than its window allows. */
const capReached = (ctx: ServerContext, what: string, email: string) =>
  ctx.log.info(`[${what}] no code for ${email}: its codes for this hour are spent`, {
    event: 'codeCapReached',
    email,
  });

/** Mails a new code to an unverified account with this email; the old code stops working. */
export async function resendCode(
  ctx: ServerContext,
  body: EmailRequest,
  address: string,
  locale: ApiLocale,
): Promise<Result<string>> {
  const account = await accountToMail(ctx, body, address, true);
  if (!account.ok) return account;
  if (!account.value) return ok(messages.codeResent);
  const { value: user } = account;
  const { email } = user;
  const code = newVerificationCode();
  const wait = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const full = await take(tx, codesKey(user.id), ctx.rules.verificationCodes, now);
    if (full === 0) await storeCode(ctx, tx, user.id, code, now);
    return full;
  });
  if (wait === 0) mailCode(ctx, email, code, locale);
  else capReached(ctx, 'verification', email);
  return ok(messages.codeResent);
}

/** Mails a reset code to the account with this email, if there is one. */
export async function forgotPassword(
  ctx: ServerContext,
  body: EmailRequest,
  address: string,
  locale: ApiLocale,
): Promise<Result<string>> {
  const account = await accountToMail(ctx, body, address, false);
  if (!account.ok) return account;
  if (!account.value) return ok(messages.resetCodeSent);
  const { value: user } = account;
  const { email } = user;
  const code = newVerificationCode();
  const { resetCodes, resetCodeTtlMs: ttlMs } = ctx.rules;
  const wait = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const full = await take(tx, `reset-codes:${user.id}`, resetCodes, now);
    if (full === 0)
      await storeCodeIn(tx, passwordResetCodes, {
        userId: user.id,
        codeHash: resetCodeHash(user.id, code),
        now,
        ttlMs,
      });
    return full;
  });
  if (wait > 0) capReached(ctx, 'password reset', email);
  else
    ctx.mail.send(
      composeMail('passwordReset', email, locale, { code, minutes: Math.round(ttlMs / 60_000) }),
    );
  return ok(messages.resetCodeSent);
}

/**
 * Sets the new password (the signup's rules) when the code is right, ends every session of the
 * account and mails that the password changed. The code proves the address too: an account not
 * yet verified is verified by it.
 */
export async function resetPassword(
  ctx: ServerContext,
  body: ResetPasswordRequest,
  locale: ApiLocale,
): Promise<Result<string>> {
  const { rules } = ctx;
  if (body.password.length < rules.passwordMinLength)
    return refuse(400, messages.shortPassword(rules.passwordMinLength));
  if (body.password.length > rules.passwordMaxLength)
    return refuse(400, messages.longPassword(rules.passwordMaxLength));
  const email = normalEmail(body.email);
  const [user] = await ctx.db
    .select({ id: users.id, verifiedAt: users.verifiedAt })
    .from(users)
    .where(eq(users.email, email));
  if (!user) return refuse(400, messages.badResetCode);
  const passwordHash = await hashPassword(body.password, rules.scryptCost);
  const result = await ctx.db.transaction(async (tx) => {
    const hash = resetCodeHash(user.id, body.code);
    const used = await useCode(ctx, tx, passwordResetCodes, user.id, hash);
    if (used === 'tooMany') return refuse(400, messages.tooManyResetCodes);
    if (used === 'wrong') return refuse(400, messages.badResetCode);
    await tx
      .update(users)
      .set({ passwordHash, verifiedAt: user.verifiedAt ?? ctx.now() })
      .where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(verificationCodes).where(eq(verificationCodes.userId, user.id));
    return ok(messages.passwordReset);
  });
  if (result.ok) ctx.mail.send(composeMail('passwordChanged', email, locale));
  return result;
}
