/**
 * The signed-in calls: wallet, characters, transactions, stats, catalogs, medallions, selling,
 * upgrading, USDT requests, and the daily income that characters earn.
 *
 * Correctness under concurrency comes from the database: every write runs in one transaction
 * that first locks the user's row (so one user's writes happen one after another, on any number
 * of servers), re-reads what it decides on under that lock, and writes the ledger, whose trigger
 * and CHECK keep balances equal to the ledger and never negative. Unique `ref`s make a day's
 * income and a sale impossible to record twice.
 */
import { medallionImagePath } from '@izi/domain';
import {
  characterTypes,
  nextLevelOf,
  salePriceOf,
  starLevels,
  tokenTypes,
  type Character,
  type CharacterType,
  type MarketplaceItem,
  type Medallion,
  type ShopItem,
  type StarLevel,
  type Stats,
  type Transaction,
  type UpgradeMedallionRequest,
  type UsdtRequest,
  type Wallet,
} from '@izi/api';
import { and, asc, desc, eq, gt, like, lte, sql } from 'drizzle-orm';
import { ok, refuse, round2, type Result, type ServerContext } from '../context';
import type { Executor } from '../db/database';
import {
  balances,
  characters,
  ledger,
  marketplaceItems,
  medallions,
  shopItems,
  usdtRequests,
  users,
} from '../db/schema';
import { messages } from '../messages';
import { DAY, usdtAddressPatterns } from '../rules';
import { balanceOf, isCheckViolation, lockUser, record, type Movement } from './ledger';
import type { NewCharacter } from './roster';

const asStarLevel = (level: number): StarLevel =>
  starLevels.includes(level as StarLevel) ? (level as StarLevel) : 1;

// ---------------------------------------------------------------------------------------------
// Reads

export async function getWallet(ctx: ServerContext, userId: number): Promise<Wallet> {
  const rows = await ctx.db
    .select({ tokenType: balances.tokenType, amount: balances.amount })
    .from(balances)
    .where(eq(balances.userId, userId));
  const of = (token: string) => rows.find((row) => row.tokenType === token)?.amount ?? 0;
  return { iziDolBalance: of('IZIDOL'), iziDotBalance: of('IZIDOT'), iziDomBalance: of('IZIDOM') };
}

const characterColumns = {
  id: characters.id,
  name: characters.name,
  image: characters.image,
  job: characters.job,
  characterType: characters.characterType,
  knowledge: characters.knowledge,
  experience: characters.experience,
  energy: characters.energy,
  happiness: characters.happiness,
  baseRate: characters.baseRate,
};

export async function listCharacters(
  ctx: ServerContext,
  userId: number,
  type?: CharacterType,
): Promise<Character[]> {
  return ctx.db
    .select(characterColumns)
    .from(characters)
    .where(
      type
        ? and(eq(characters.userId, userId), eq(characters.characterType, type))
        : eq(characters.userId, userId),
    )
    .orderBy(asc(characters.id));
}

export async function listTransactions(ctx: ServerContext, userId: number): Promise<Transaction[]> {
  const rows = await ctx.db
    .select({
      id: ledger.id,
      transactionType: ledger.transactionType,
      tokenType: ledger.tokenType,
      amount: ledger.amount,
      createdAt: ledger.createdAt,
    })
    .from(ledger)
    .where(eq(ledger.userId, userId))
    .orderBy(desc(ledger.createdAt), desc(ledger.id))
    .limit(ctx.rules.transactionsLimit);
  return rows.map(({ createdAt, ...row }) => ({ ...row, timestamp: createdAt.toISOString() }));
}

/**
 * `sevenDayIncome`: the income credited over the last seven days, in iziDot.
 * `totalValue`: balances and characters (at their sale price in iziDot) in USD, at the rules'
 * rates.
 */
export async function getStats(ctx: ServerContext, userId: number): Promise<Stats> {
  const now = ctx.now();
  const [income] = await ctx.db
    .select({ total: sql<number>`coalesce(sum(${ledger.amount}), 0)`.mapWith(Number) })
    .from(ledger)
    .where(
      and(
        eq(ledger.userId, userId),
        like(ledger.ref, 'income:%'),
        gt(ledger.createdAt, new Date(now.getTime() - 7 * DAY)),
        lte(ledger.createdAt, now),
      ),
    );
  const wallet = await getWallet(ctx, userId);
  const owned = await listCharacters(ctx, userId);
  const rate = ctx.rules.usdPerToken;
  const charactersDot = owned.reduce((sum, character) => sum + salePriceOf(character), 0);
  const totalValue =
    wallet.iziDolBalance * rate.IZIDOL +
    (wallet.iziDotBalance + charactersDot) * rate.IZIDOT +
    wallet.iziDomBalance * rate.IZIDOM;
  return { sevenDayIncome: round2(income?.total ?? 0), totalValue: round2(totalValue) };
}

export async function listMarketplaceItems(ctx: ServerContext): Promise<MarketplaceItem[]> {
  return ctx.db.select().from(marketplaceItems).orderBy(asc(marketplaceItems.id));
}

export async function listShopItems(ctx: ServerContext): Promise<ShopItem[]> {
  return ctx.db.select().from(shopItems).orderBy(asc(shopItems.id));
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

// ---------------------------------------------------------------------------------------------
// Income

/**
 * Credits every whole day of income due: a character acquired at `t` earns its `baseRate` in
 * iziDot at `t + 1 day`, `t + 2 days`, … Each day is one MINT, dated when it fell due and
 * unique by its ref, so it is credited once however many requests arrive together.
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
async function refreshNextIncome(tx: Executor, userId: number) {
  const owned = await tx
    .select({ acquiredAt: characters.acquiredAt, incomeDays: characters.incomeDays })
    .from(characters)
    .where(eq(characters.userId, userId));
  const dueTimes = owned.map((c) => c.acquiredAt.getTime() + (c.incomeDays + 1) * DAY);
  const nextIncomeAt = dueTimes.length ? new Date(Math.min(...dueTimes)) : null;
  await tx.update(users).set({ nextIncomeAt }).where(eq(users.id, userId));
}

/** Adds characters to a user (in the caller's transaction) and schedules their income. */
export async function addCharacters(
  tx: Executor,
  userId: number,
  list: NewCharacter[],
  acquiredAt: Date,
) {
  if (list.length === 0) return;
  await tx.insert(characters).values(list.map((c) => ({ ...c, userId, acquiredAt })));
  await refreshNextIncome(tx, userId);
}

// ---------------------------------------------------------------------------------------------
// Writes

export async function sellCharacter(
  ctx: ServerContext,
  userId: number,
  characterId: number,
): Promise<Result<number>> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await lockUser(tx, userId);
    const [character] = await tx
      .select({ id: characters.id, baseRate: characters.baseRate })
      .from(characters)
      .where(and(eq(characters.id, characterId), eq(characters.userId, userId)))
      .for('update');
    if (!character) return refuse(404, messages.characterNotFound);
    const price = salePriceOf(character);
    const removed = await tx
      .delete(characters)
      .where(and(eq(characters.id, characterId), eq(characters.userId, userId)))
      .returning({ id: characters.id });
    if (removed.length !== 1) return refuse(404, messages.characterNotFound);
    if (price > 0)
      await record(tx, userId, [
        {
          transactionType: 'CHARACTER_SALE',
          tokenType: 'IZIDOT',
          amount: price,
          direction: 1,
          ref: `sale:${characterId}`,
          at: now,
        },
      ]);
    await refreshNextIncome(tx, userId);
    return ok(price);
  });
}

class Insufficient extends Error {}

export async function upgradeMedallion(
  ctx: ServerContext,
  userId: number,
  { type, gender }: UpgradeMedallionRequest,
): Promise<Result<StarLevel>> {
  try {
    return await ctx.db.transaction(async (tx) => {
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
      try {
        await record(tx, userId, [
          {
            transactionType: 'MEDALLION_UPGRADE',
            tokenType: 'IZIDOL',
            amount: next.price,
            direction: -1,
            at: now,
          },
        ]);
      } catch (error) {
        // The CHECK on balances is the last word, should the read above ever be stale.
        if (isCheckViolation(error, 'balances_not_negative')) throw new Insufficient();
        throw error;
      }
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
    });
  } catch (error) {
    if (error instanceof Insufficient) return refuse(400, messages.insufficientForUpgrade);
    throw error;
  }
}

/**
 * At most two decimals, as the number was written: JSON's `10.000000001` is not 10.00 (its
 * shortest form, which `String` gives, keeps every decimal that makes it another number).
 */
const hasCents = (amount: number) => /^\d+(\.\d{1,2})?$/.test(String(amount));

/**
 * The iziDol that pending withdrawals hold: every spend of iziDol and every new withdrawal
 * counts them, inside a transaction that holds the user's lock.
 */
export async function pendingWithdrawals(tx: Executor, userId: number): Promise<number> {
  const [pending] = await tx
    .select({ total: sql<number>`coalesce(sum(${usdtRequests.amount}), 0)`.mapWith(Number) })
    .from(usdtRequests)
    .where(
      and(
        eq(usdtRequests.userId, userId),
        eq(usdtRequests.type, 'withdrawal'),
        eq(usdtRequests.status, 'pending'),
      ),
    );
  return pending?.total ?? 0;
}

/**
 * A deposit (with its transaction proof) or a withdrawal (to a TRON or Ethereum USDT address) is
 * recorded as pending; nothing moves until someone reviews it. A withdrawal may not exceed the
 * iziDol balance less the withdrawals already pending.
 */
export async function submitUsdtRequest(
  ctx: ServerContext,
  userId: number,
  request: UsdtRequest,
): Promise<Result<'deposit' | 'withdrawal'>> {
  const { minAmount, maxAmount, proofMaxLength } = ctx.rules.usdt;
  if (request.amount < minAmount || request.amount > maxAmount)
    return refuse(400, messages.amountRange(minAmount, maxAmount));
  if (!hasCents(request.amount)) return refuse(400, messages.amountCents);
  if (request.type === 'withdrawal') {
    const address = request.address.trim();
    if (!usdtAddressPatterns.some((pattern) => pattern.test(address)))
      return refuse(400, messages.badAddress);
  } else if (request.proof.trim().length > proofMaxLength) {
    return refuse(400, messages.longProof(proofMaxLength));
  }
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await lockUser(tx, userId);
    if (request.type === 'withdrawal') {
      const available =
        (await balanceOf(tx, userId, 'IZIDOL')) - (await pendingWithdrawals(tx, userId));
      if (request.amount > available + 1e-9) return refuse(400, messages.insufficientForWithdrawal);
    }
    await tx.insert(usdtRequests).values({
      userId,
      type: request.type,
      amount: round2(request.amount),
      address: request.type === 'withdrawal' ? request.address.trim() : null,
      proof: request.type === 'deposit' ? request.proof.trim() : null,
      createdAt: now,
    });
    return ok(request.type);
  });
}

/** Every token's balance row, so that a wallet always answers three numbers. */
export async function openBalances(tx: Executor, userId: number) {
  await tx
    .insert(balances)
    .values(tokenTypes.map((tokenType) => ({ userId, tokenType, amount: 0 })))
    .onConflictDoNothing();
}
