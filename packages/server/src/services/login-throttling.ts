/**
 * Login throttling: failed attempts count per account and per client address; past a few, each
 * answer waits longer, and past more the login is refused for a while.
 */
import { eq, sql } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { loginFailures } from '../db/schema';

/** A key's limits: slowed after `slowAfter` failures, refused from `refuseAfter`. */
export interface Limited {
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
export async function reserveAttempt(
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
export async function releaseAttempt(ctx: ServerContext, account: Limited, address: Limited) {
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
