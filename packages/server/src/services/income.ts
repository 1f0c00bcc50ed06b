/**
 * The daily income that characters earn: a character acquired at `t` earns its `baseRate` in
 * iziDot at `t + 1 day`, `t + 2 days`, … The user's row keeps when the next day falls due, so a
 * call checks one date instead of every character.
 */
import { eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { characters, users } from '../db/schema';
import { DAY } from '../rules';
import { record, type Movement } from './ledger';
import { lockUser } from './user-lock';

/**
 * Credits every whole day of income due. Each day is one MINT, dated when it fell due and unique
 * by its ref, so it is credited once however many requests arrive together.
 */
export async function accrueIncome(ctx: ServerContext, userId: number): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const user = await lockUser(tx, userId);
    if (!user?.nextIncomeAt || user.nextIncomeAt > now) return 0;
    const owned = await tx
      .select({
        id: characters.id,
        baseRate: characters.baseRate,
        acquiredAt: characters.acquiredAt,
        incomeDays: characters.incomeDays,
      })
      .from(characters)
      .where(eq(characters.userId, userId));
    const movements: Movement[] = [];
    for (const character of owned) {
      const due = Math.floor((now.getTime() - character.acquiredAt.getTime()) / DAY);
      if (due <= character.incomeDays) continue;
      if (character.baseRate > 0)
        for (let day = character.incomeDays + 1; day <= due; day++)
          movements.push({
            transactionType: 'MINT',
            tokenType: 'IZIDOT',
            amount: character.baseRate,
            direction: 1,
            ref: `income:${character.id}:${day}`,
            at: new Date(character.acquiredAt.getTime() + day * DAY),
          });
      await tx.update(characters).set({ incomeDays: due }).where(eq(characters.id, character.id));
    }
    await record(tx, userId, movements);
    await refreshNextIncome(tx, userId);
    return movements.length;
  });
}

/** Sets when the user's next day of income falls due (null without characters). */
export async function refreshNextIncome(tx: Executor, userId: number) {
  const owned = await tx
    .select({ acquiredAt: characters.acquiredAt, incomeDays: characters.incomeDays })
    .from(characters)
    .where(eq(characters.userId, userId));
  const dueTimes = owned.map((c) => c.acquiredAt.getTime() + (c.incomeDays + 1) * DAY);
  const nextIncomeAt = dueTimes.length ? new Date(Math.min(...dueTimes)) : null;
  await tx.update(users).set({ nextIncomeAt }).where(eq(users.id, userId));
}
