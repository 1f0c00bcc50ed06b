/**
 * The user lock: every write transaction takes the user's row lock first, so one user's writes
 * happen one after another on any number of servers, and each re-reads what it decides on under it.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { users } from '../db/schema';

/** Locks the user's row until the transaction ends; answers it (undefined for no such user). */
export async function lockUser(tx: Executor, userId: number) {
  const [row] = await tx
    .select({ id: users.id, nextIncomeAt: users.nextIncomeAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}
