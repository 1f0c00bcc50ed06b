/**
 * Roles: the operator role, held in `user_roles`. Nothing in the API grants or revokes one; the
 * command line (`npm run operator`) does, with the server's own database settings. Every operator
 * call asks `isOperator` afresh, so a revoked operator is refused at their next call.
 */
import { OPERATOR_ROLE, type Account } from '@izi/api';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { userRoles, users } from '../db/schema';

export async function rolesOf(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.role));
  return rows.map((row) => row.role);
}

export async function isOperator(db: Executor, userId: number): Promise<boolean> {
  return (await rolesOf(db, userId)).includes(OPERATOR_ROLE);
}

/** The signed-in person: name, email and roles. */
export async function getAccount(db: Executor, userId: number): Promise<Account> {
  const [user] = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error('the session has no user');
  return { ...user, roles: await rolesOf(db, userId) };
}

const userNamed = async (db: Executor, username: string) =>
  (
    await db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
  )[0];

/** Grants the operator role: `null` when no user has that name, else whether it was new. */
export async function grantOperator(db: Executor, username: string, now: Date) {
  const user = await userNamed(db, username);
  if (!user) return null;
  const added = await db
    .insert(userRoles)
    .values({ userId: user.id, role: OPERATOR_ROLE, grantedAt: now })
    .onConflictDoNothing()
    .returning({ userId: userRoles.userId });
  return { username: user.username, changed: added.length === 1 };
}

/** Revokes the operator role: `null` when no user has that name, else whether they held it. */
export async function revokeOperator(db: Executor, username: string) {
  const user = await userNamed(db, username);
  if (!user) return null;
  const removed = await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, user.id), eq(userRoles.role, OPERATOR_ROLE)))
    .returning({ userId: userRoles.userId });
  return { username: user.username, changed: removed.length === 1 };
}

/** Every operator, by name, with when the role was granted. */
export async function listOperators(db: Executor) {
  return db
    .select({ username: users.username, grantedAt: userRoles.grantedAt })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.role, OPERATOR_ROLE))
    .orderBy(asc(sql`lower(${users.username})`));
}
