/**
 * Accounts and sessions: signup (with the starter pack), email verification, login, logout, and
 * the sessions behind every other call.
 */
import {
  genders,
  type ApiLocale,
  type LoginRequest,
  type SignupRequest,
  type VerifyEmailRequest,
} from '@izi/api';
import { and, eq, lte, or, sql } from 'drizzle-orm';
import { ok, refuse, type Result, type ServerContext } from '../context';
import type { Executor } from '../db/database';
import { loginFailures, sessions, users, verificationCodes } from '../db/schema';
import {
  codeHash,
  dummyHash,
  hashPassword,
  newSessionToken,
  newVerificationCode,
  sha256,
  verifyPassword,
} from '../auth/secrets';
import { messages } from '../messages';
import { addCharacters } from './characters';
import { isUniqueViolation, record } from './ledger';
import { releaseAttempt, reserveAttempt, type Limited } from './login-throttling';
import { addMedallions } from './medallions';
import { useCode } from './one-time-codes';
import { pruneLimits, take, waitFor } from './rate-limits';
import { randomCharacter } from './roster';
import { codesKey, mailCode, resendCodeIfNeeded, storeCode } from './verification-codes';
import { openBalances } from './wallet';

export const normalEmail = (email: string) => email.trim().toLowerCase();

// ---------------------------------------------------------------------------------------------
// Signup and verification

export interface SignedUp {
  userId: number;
  email: string;
}

/**
 * Creates the account, grants the starter pack and mails the verification code (in `locale`). One
 * client address creates at most `rules.signupsPerAddress` accounts per window (429 after).
 */
export async function signup(
  ctx: ServerContext,
  body: SignupRequest,
  address: string,
  locale: ApiLocale,
): Promise<Result<SignedUp>> {
  const username = body.username.trim();
  const email = normalEmail(body.email);
  const { rules } = ctx;
  if (!rules.usernamePattern.test(username)) return refuse(400, messages.badUsername);
  if (email.length > rules.emailMaxLength || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    return refuse(400, messages.badEmail);
  if (body.password.length < rules.passwordMinLength)
    return refuse(400, messages.shortPassword(rules.passwordMinLength));
  if (body.password.length > rules.passwordMaxLength)
    return refuse(400, messages.longPassword(rules.passwordMaxLength));

  const taken = await ctx.db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(sql`lower(${users.username}) = ${username.toLowerCase()}`, eq(users.email, email)));
  if (taken.some((user) => user.username.toLowerCase() === username.toLowerCase()))
    return refuse(409, messages.usernameTaken);
  if (taken.length) return refuse(409, messages.emailTaken);

  // Checked before the password's hash (costly) and counted with the account, in its transaction.
  const signups = { key: `signups:${address}`, cap: rules.signupsPerAddress };
  const wait = await waitFor(ctx.db, signups.key, signups.cap, ctx.now());
  if (wait > 0) return refuse(429, messages.tooManySignups(wait));

  const passwordHash = await hashPassword(body.password, rules.scryptCost);
  const code = newVerificationCode();
  try {
    const created = await ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      const full = await take(tx, signups.key, signups.cap, now);
      if (full > 0) return refuse(429, messages.tooManySignups(full));
      const [user] = await tx
        .insert(users)
        .values({ username, email, passwordHash, createdAt: now })
        .returning({ id: users.id });
      if (!user) throw new Error('no user row returned');
      await grantStarterPack(ctx, tx, user.id, now);
      await take(tx, codesKey(user.id), rules.verificationCodes, now); // the first code counts
      await storeCode(ctx, tx, user.id, code, now);
      return ok(user.id);
    });
    if (!created.ok) return created;
    mailCode(ctx, email, code, locale);
    return ok({ userId: created.value, email });
  } catch (error) {
    // Two signups for one name at the same moment: the unique index decides.
    if (isUniqueViolation(error, 'users_username_key')) return refuse(409, messages.usernameTaken);
    if (isUniqueViolation(error, 'users_email_key')) return refuse(409, messages.emailTaken);
    throw error;
  }
}

/**
 * The starter pack: a medallion of each type at star level 1, two characters (a PETA and a BETA,
 * drawn at random), and some iziDol and iziDot.
 */
async function grantStarterPack(ctx: ServerContext, tx: Executor, userId: number, now: Date) {
  await openBalances(tx, userId);
  await addMedallions(tx, userId, (_type, index) => [1, genders[index % 2]!]);
  await addCharacters(tx, userId, [randomCharacter('PETA'), randomCharacter('BETA')], now);
  const { iziDol, iziDot } = ctx.rules.starterPack;
  await record(tx, userId, [
    { transactionType: 'CREDIT', tokenType: 'IZIDOL', amount: iziDol, direction: 1, at: now },
    { transactionType: 'CREDIT', tokenType: 'IZIDOT', amount: iziDot, direction: 1, at: now },
  ]);
}

export async function verifyEmail(
  ctx: ServerContext,
  body: VerifyEmailRequest,
): Promise<Result<string>> {
  const email = normalEmail(body.email);
  const [user] = await ctx.db
    .select({ id: users.id, verifiedAt: users.verifiedAt })
    .from(users)
    .where(eq(users.email, email));
  if (!user) return refuse(400, messages.badCode);
  if (user.verifiedAt) return ok(messages.alreadyVerified);
  return ctx.db.transaction(async (tx) => {
    const used = await useCode(ctx, tx, verificationCodes, user.id, codeHash(user.id, body.code));
    if (used === 'tooMany') return refuse(400, messages.tooManyCodes);
    if (used === 'wrong') return refuse(400, messages.badCode);
    await tx.update(users).set({ verifiedAt: ctx.now() }).where(eq(users.id, user.id));
    return ok(messages.verified);
  });
}

// ---------------------------------------------------------------------------------------------
// Login and throttling

export async function login(
  ctx: ServerContext,
  body: LoginRequest,
  address: string,
  locale: ApiLocale,
): Promise<Result<string>> {
  const name = body.username.trim().toLowerCase();
  const { throttle } = ctx.rules;
  // Failures count per account, whichever of its names was typed (usernames hold no `@`, so a
  // name is one account's username or email, never both); an unknown name counts as typed.
  const [user] = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      verifiedAt: users.verifiedAt,
    })
    .from(users)
    .where(or(sql`lower(${users.username}) = ${name}`, eq(users.email, name)));
  const accountKey: Limited = {
    key: user ? `user:${user.id}` : `account:${name}`,
    limits: throttle.account,
  };
  const addressKey: Limited = { key: `address:${address}`, limits: throttle.address };
  const reserved = await reserveAttempt(ctx, [accountKey, addressKey]);
  if (reserved.refusedForMs > 0) return refuse(429, messages.throttled(reserved.refusedForMs));
  if (reserved.delayMs > 0) await ctx.sleep(reserved.delayMs);

  const matches = user
    ? await verifyPassword(body.password, user.passwordHash)
    : (await verifyPassword(body.password, await dummyHash(ctx.rules.scryptCost)), false);
  if (!user || !matches) return refuse(401, messages.badCredentials); // counted already
  await releaseAttempt(ctx, accountKey, addressKey);

  if (!user.verifiedAt) {
    const wait = await resendCodeIfNeeded(ctx, user.id, user.email, locale);
    if (wait > 0) return refuse(429, messages.tooManyCodesIssued(wait));
    return refuse(403, messages.unverified(user.email));
  }

  const token = newSessionToken();
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), lte(sessions.expiresAt, now)));
    await tx.insert(sessions).values({
      tokenHash: sha256(token),
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ctx.rules.sessionTtlMs),
    });
  });
  return ok(token);
}

// ---------------------------------------------------------------------------------------------
// Sessions

export interface Session {
  userId: number;
  /** When the user's next day of income falls due. */
  nextIncomeAt: Date | null;
}

/** The session of a bearer token, or why there is none. */
export async function authenticate(ctx: ServerContext, token: string): Promise<Result<Session>> {
  const [row] = await ctx.db
    .select({
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      nextIncomeAt: users.nextIncomeAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sha256(token)));
  if (!row) return refuse(401, messages.badToken);
  if (row.expiresAt <= ctx.now()) {
    await ctx.db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
    return refuse(401, messages.expiredToken);
  }
  return ok({ userId: row.userId, nextIncomeAt: row.nextIncomeAt });
}

/**
 * Ends a session on the server: its token no longer signs anything in. With `everywhere`, every
 * session of its user ends (every device). Answers how many ended.
 */
export async function logout(
  ctx: ServerContext,
  token: string,
  everywhere: boolean,
): Promise<number> {
  const tokenHash = sha256(token);
  if (!everywhere) {
    const ended = await ctx.db
      .delete(sessions)
      .where(eq(sessions.tokenHash, tokenHash))
      .returning({ tokenHash: sessions.tokenHash });
    return ended.length;
  }
  const [own] = await ctx.db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash));
  if (!own) return 0;
  const ended = await ctx.db
    .delete(sessions)
    .where(eq(sessions.userId, own.userId))
    .returning({ tokenHash: sessions.tokenHash });
  return ended.length;
}

/** Forgets expired sessions, login failures that no longer count and ended rate windows. */
export async function pruneExpired(ctx: ServerContext) {
  const now = ctx.now();
  await pruneLimits(ctx.db, now);
  const windowStart = new Date(now.getTime() - ctx.rules.throttle.windowMs);
  await ctx.db.delete(sessions).where(lte(sessions.expiresAt, now));
  await ctx.db
    .delete(loginFailures)
    .where(
      and(
        lte(loginFailures.windowStartedAt, windowStart),
        or(sql`${loginFailures.lockedUntil} is null`, lte(loginFailures.lockedUntil, now)),
      ),
    );
}
