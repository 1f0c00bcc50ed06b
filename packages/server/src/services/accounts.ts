/**
 * Accounts: signup (with the starter pack), email verification by a 6-digit code printed to the
 * server's log, login with throttling, and the sessions behind every other call.
 */
import {
  capacityByLevel,
  characterTypes,
  genders,
  type LoginRequest,
  type SignupRequest,
  type VerifyEmailRequest,
} from '@izi/api';
import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import { ok, refuse, type Result, type ServerContext } from '../context';
import type { Executor } from '../db/database';
import { loginFailures, medallions, sessions, users, verificationCodes } from '../db/schema';
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
import { addCharacters, openBalances } from './economy';
import { isUniqueViolation, record } from './ledger';
import { pruneLimits, take, waitFor } from './limits';
import { randomCharacter } from './roster';

const normalEmail = (email: string) => email.trim().toLowerCase();

// ---------------------------------------------------------------------------------------------
// Signup and verification

export interface SignedUp {
  userId: number;
  email: string;
}

/**
 * Creates the account, grants the starter pack and prints the verification code to the log. One
 * client address creates at most `rules.signupsPerAddress` accounts per window (429 after).
 */
export async function signup(
  ctx: ServerContext,
  body: SignupRequest,
  address: string,
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
    logCode(ctx, email, code);
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
  await tx.insert(medallions).values(
    characterTypes.map((type, index) => ({
      userId,
      type,
      gender: genders[index % 2]!,
      starLevel: 1,
      capacity: capacityByLevel[1],
    })),
  );
  await addCharacters(tx, userId, [randomCharacter('PETA'), randomCharacter('BETA')], now);
  const { iziDol, iziDot } = ctx.rules.starterPack;
  await record(tx, userId, [
    { transactionType: 'CREDIT', tokenType: 'IZIDOL', amount: iziDol, direction: 1, at: now },
    { transactionType: 'CREDIT', tokenType: 'IZIDOT', amount: iziDot, direction: 1, at: now },
  ]);
}

async function storeCode(
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
const codesKey = (userId: number) => `codes:${userId}`;

/** The code goes to the log (this server sends no email); the README says so. */
function logCode(ctx: ServerContext, email: string, code: string) {
  const minutes = Math.round(ctx.rules.verificationCodeTtlMs / 60_000);
  // The text for a person reading the log; the same in fields for a program (jq, the e2e tests).
  ctx.log.info(
    `[verification] code for ${email}: ${code} (valid for ${minutes} minutes; this server sends no email)`,
    { event: 'verification', email, code },
  );
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
    const now = ctx.now();
    const [pending] = await tx
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.userId, user.id))
      .for('update');
    if (!pending || pending.expiresAt <= now) return refuse(400, messages.badCode);
    if (pending.attempts >= ctx.rules.verificationMaxAttempts)
      return refuse(400, messages.tooManyCodes);
    if (pending.codeHash !== codeHash(user.id, body.code)) {
      await tx
        .update(verificationCodes)
        .set({ attempts: pending.attempts + 1 })
        .where(eq(verificationCodes.userId, user.id));
      return refuse(400, messages.badCode);
    }
    await tx.update(users).set({ verifiedAt: now }).where(eq(users.id, user.id));
    await tx.delete(verificationCodes).where(eq(verificationCodes.userId, user.id));
    return ok(messages.verified);
  });
}

// ---------------------------------------------------------------------------------------------
// Login and throttling

/** A key's limits: slowed after `slowAfter` failures, refused from `refuseAfter`. */
interface Limited {
  key: string;
  limits: { slowAfter: number; refuseAfter: number };
}

/** Thrown inside the reservation's transaction to undo it: a key is refused for a while. */
class Refused {
  constructor(readonly forMs: number) {}
}

/**
 * Counts this attempt as a failure of every key before the password is checked (a success gives
 * it back), in one transaction: each key's row is incremented in one statement that holds it, and
 * an attempt on a refused key changes nothing. So parallel attempts are counted one by one and no
 * more than the limit are ever checked. Answers how long the answer must wait, or how long the
 * login stays refused.
 */
async function reserveAttempt(
  ctx: ServerContext,
  keys: Limited[],
): Promise<{ refusedForMs: number; delayMs: number }> {
  const now = ctx.now();
  const { throttle } = ctx.rules;
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const fresh = sql`${loginFailures.windowStartedAt} < ${at(new Date(now.getTime() - throttle.windowMs))}`;
  const failures = sql`case when ${fresh} then 1 else ${loginFailures.failures} + 1 end`;
  const lockUntil = new Date(now.getTime() + throttle.lockMs);
  try {
    const counts = await ctx.db.transaction(async (tx) => {
      const counted: number[] = [];
      for (const { key, limits } of keys) {
        const [row] = await tx
          .insert(loginFailures)
          .values({
            key,
            failures: 1,
            windowStartedAt: now,
            lockedUntil: limits.refuseAfter <= 1 ? lockUntil : null,
          })
          .onConflictDoUpdate({
            target: loginFailures.key,
            set: {
              failures,
              windowStartedAt: sql`case when ${fresh} then ${at(now)} else ${loginFailures.windowStartedAt} end`,
              lockedUntil: sql`case when ${failures} >= ${limits.refuseAfter} then ${at(lockUntil)} else ${loginFailures.lockedUntil} end`,
            },
            // A refused key is left as it is (and its row locked until the transaction ends).
            setWhere: sql`${loginFailures.lockedUntil} is null or ${loginFailures.lockedUntil} <= ${at(now)}`,
          })
          .returning({ failures: loginFailures.failures });
        if (!row) {
          const [locked] = await tx
            .select({ until: loginFailures.lockedUntil })
            .from(loginFailures)
            .where(eq(loginFailures.key, key));
          throw new Refused(
            locked?.until ? locked.until.getTime() - now.getTime() : throttle.lockMs,
          );
        }
        counted.push(row.failures);
      }
      return counted;
    });
    let delayMs = 0;
    keys.forEach(({ limits }, index) => {
      // The failures before this one, less those allowed before slowing down, plus one.
      const over = counts[index]! - limits.slowAfter;
      if (over > 0)
        delayMs = Math.max(delayMs, Math.min(throttle.maxDelayMs, over * throttle.delayStepMs));
    });
    return { refusedForMs: 0, delayMs };
  } catch (error) {
    if (error instanceof Refused) return { refusedForMs: Math.max(1, error.forMs), delayMs: 0 };
    throw error;
  }
}

/** A successful attempt was not a failure: gives back what `reserveAttempt` counted. */
async function releaseAttempt(ctx: ServerContext, account: Limited, address: Limited) {
  // The account's failures are forgotten after a success; the address keeps the others'.
  await ctx.db.delete(loginFailures).where(eq(loginFailures.key, account.key));
  const remaining = sql`greatest(${loginFailures.failures} - 1, 0)`;
  await ctx.db
    .update(loginFailures)
    .set({
      failures: remaining,
      lockedUntil: sql`case when ${remaining} < ${address.limits.refuseAfter} then null else ${loginFailures.lockedUntil} end`,
    })
    .where(eq(loginFailures.key, address.key));
}

export async function login(
  ctx: ServerContext,
  body: LoginRequest,
  address: string,
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
    const wait = await resendCodeIfNeeded(ctx, user.id, user.email);
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

/**
 * An unverified login gets a new code when the last one expired or was guessed at too often, up
 * to `rules.verificationCodes` per window: answers 0, or how long until the next code may be
 * issued (five guesses a code, so codes capped per hour cap the guesses too).
 */
async function resendCodeIfNeeded(
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
