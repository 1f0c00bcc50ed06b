/**
 * Caps per key and window (`rate_limits`): at most `perWindow` events of a key until its window
 * ends, then a new window starts with the next event. One statement counts an event and holds the
 * key's row, so parallel requests are counted one by one and never pass the cap.
 */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { rateLimits } from '../db/schema';

export interface Cap {
  perWindow: number;
  windowMs: number;
}

/** How long until `key` may happen again: 0 when it may now (nothing is counted). */
export async function waitFor(db: Executor, key: string, cap: Cap, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count, windowEndsAt: rateLimits.windowEndsAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  if (!row || row.windowEndsAt <= now || row.count < cap.perWindow) return 0;
  return row.windowEndsAt.getTime() - now.getTime();
}

/**
 * Counts one event of `key` if the cap allows it: answers 0, or (counting nothing) how long until
 * the key's window ends.
 */
export async function take(db: Executor, key: string, cap: Cap, now: Date): Promise<number> {
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const ended = sql`${rateLimits.windowEndsAt} <= ${at(now)}`;
  const windowEndsAt = new Date(now.getTime() + cap.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowEndsAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
        windowEndsAt: sql`case when ${ended} then ${at(windowEndsAt)} else ${rateLimits.windowEndsAt} end`,
      },
      setWhere: sql`${ended} or ${rateLimits.count} < ${cap.perWindow}`,
    })
    .returning({ count: rateLimits.count });
  if (row) return 0;
  return Math.max(1, await waitFor(db, key, cap, now));
}

/** Forgets the windows that have ended. */
export async function pruneLimits(db: Executor, now: Date) {
  await db
    .delete(rateLimits)
    .where(sql`${rateLimits.windowEndsAt} <= ${now.toISOString()}::timestamptz`);
}
