/**
 * The user's medallions: one of each character type, whose star level sets how many characters of
 * that type it holds; upgrading one costs iziDol.
 */
import { medallionImagePath } from '@izi/domain';
import {
  capacityByLevel,
  characterTypes,
  nextLevelOf,
  starLevels,
  type CharacterType,
  type Gender,
  type Medallion,
  type StarLevel,
  type UpgradeMedallionRequest,
} from '@izi/api';
import { and, eq, sql } from 'drizzle-orm';
import { ok, refuse, type Result, type ServerContext } from '../context';
import type { Executor } from '../db/database';
import { characters, medallions } from '../db/schema';
import { messages } from '../messages';
import { balanceOf, debitOr, record, refusedIfOverdrawn } from './ledger';
import { lockUser } from './user-lock';
import { pendingWithdrawals } from './wallet';

const asStarLevel = (level: number): StarLevel =>
  starLevels.includes(level as StarLevel) ? (level as StarLevel) : 1;

/** Gives a user a medallion of each type (in the caller's transaction), as `of` says. */
export async function addMedallions(
  tx: Executor,
  userId: number,
  of: (type: CharacterType, index: number) => [StarLevel, Gender],
) {
  await tx.insert(medallions).values(
    characterTypes.map((type, index) => {
      const [starLevel, gender] = of(type, index);
      return { userId, type, gender, starLevel, capacity: capacityByLevel[starLevel] };
    }),
  );
}

export async function listMedallions(ctx: ServerContext, userId: number): Promise<Medallion[]> {
  const rows = await ctx.db.select().from(medallions).where(eq(medallions.userId, userId));
  const counts = await ctx.db
    .select({ type: characters.characterType, count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(characters)
    .where(eq(characters.userId, userId))
    .groupBy(characters.characterType);
  return characterTypes.flatMap((type) => {
    const row = rows.find((medallion) => medallion.type === type);
    if (!row) return [];
    const starLevel = asStarLevel(row.starLevel);
    return [
      {
        type,
        gender: row.gender,
        starLevel,
        capacity: row.capacity,
        characterCount: counts.find((count) => count.type === type)?.count ?? 0,
        imageUrl: medallionImagePath(type, starLevel, row.gender),
        nextLevel: nextLevelOf(type, starLevel),
      },
    ];
  });
}

/** Raises a medallion one star level for the next level's price in iziDol. */
export async function upgradeMedallion(
  ctx: ServerContext,
  userId: number,
  { type, gender }: UpgradeMedallionRequest,
): Promise<Result<StarLevel>> {
  return refusedIfOverdrawn(() =>
    ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      await lockUser(tx, userId);
      const [medallion] = await tx
        .select()
        .from(medallions)
        .where(and(eq(medallions.userId, userId), eq(medallions.type, type)))
        .for('update');
      if (!medallion) return refuse(404, messages.medallionNotFound);
      const next = nextLevelOf(type, asStarLevel(medallion.starLevel));
      if (!next) return refuse(400, messages.maxLevel);
      // Pending withdrawals hold their amount: what they hold cannot be spent (the user's lock
      // orders this against a withdrawal request arriving at the same moment).
      const balance = await balanceOf(tx, userId, 'IZIDOL');
      const held = await pendingWithdrawals(tx, userId);
      if (balance < next.price) return refuse(400, messages.insufficientForUpgrade);
      if (balance - held < next.price - 1e-9) return refuse(400, messages.heldForUpgrade(held));
      await debitOr(refuse(400, messages.insufficientForUpgrade), () =>
        record(tx, userId, [
          {
            transactionType: 'MEDALLION_UPGRADE',
            tokenType: 'IZIDOL',
            amount: next.price,
            direction: -1,
            at: now,
          },
        ]),
      );
      const raised = await tx
        .update(medallions)
        .set({ starLevel: next.starLevel, gender, capacity: next.capacity })
        .where(
          and(
            eq(medallions.userId, userId),
            eq(medallions.type, type),
            eq(medallions.starLevel, medallion.starLevel),
          ),
        )
        .returning({ starLevel: medallions.starLevel });
      if (raised.length !== 1) throw new Error('medallion changed during its upgrade');
      return ok(next.starLevel);
    }),
  );
}
