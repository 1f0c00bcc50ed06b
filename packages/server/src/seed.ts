/**
 * What an empty database starts with: the marketplace and shop catalogs, and the demo account
 * (verified, nine characters of eight jobs and all four types, medallions at levels 2, 1, 3 and
 * 4, balances, and a week of transactions: deposits, upgrades, a sale, a conversion, a shop
 * purchase, and seven days of income). Seeding runs under an advisory lock, so servers starting
 * together on one PostgreSQL seed once.
 */
import { marketplaceCatalog, shopCatalog, type CharacterType, type Gender } from '@izi/domain';
import { count, sql } from 'drizzle-orm';
import type { ServerContext } from './context';
import { hashPassword } from './auth/secrets';
import { marketplaceItems, shopItems, users } from './db/schema';
import { seedCatalogTexts } from './services/catalog-texts';
import { addCharacters } from './services/characters';
import { accrueIncome } from './services/income';
import { record, type Movement } from './services/ledger';
import { addMedallions } from './services/medallions';
import { demoRoster } from './services/roster';
import { openBalances } from './services/wallet';
import { DAY } from './rules';

export const DEMO_USERNAME = 'demo';
export const DEMO_EMAIL = 'demo@izi.example';
export const DEMO_PASSWORD = 'izi-demo-2025';

const SEED_LOCK = 7_311_002;
const HOUR = DAY / 24;

const demoMedallions: Record<CharacterType, [1 | 2 | 3 | 4, Gender]> = {
  PETA: [2, 'F'],
  BETA: [1, 'M'],
  ATA: [3, 'F'],
  ALPHA: [4, 'M'],
};

export interface SeedResult {
  catalog: boolean;
  demo: boolean;
}

export async function seed(ctx: ServerContext): Promise<SeedResult> {
  const result: SeedResult = { catalog: false, demo: false };
  const passwordHash = await hashPassword(DEMO_PASSWORD, ctx.rules.scryptCost);
  let demoId: number | null = null;
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const [catalogRows] = await tx.select({ n: count() }).from(marketplaceItems);
    if (!catalogRows?.n) {
      await tx
        .insert(marketplaceItems)
        .values([...marketplaceCatalog])
        .onConflictDoNothing();
      await tx
        .insert(shopItems)
        .values([...shopCatalog])
        .onConflictDoNothing();
      result.catalog = true;
    }
    await seedCatalogTexts(tx);
    const [userRows] = await tx.select({ n: count() }).from(users);
    if (userRows?.n) return;

    const now = ctx.now();
    const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * HOUR);
    const [demo] = await tx
      .insert(users)
      .values({
        username: DEMO_USERNAME,
        email: DEMO_EMAIL,
        passwordHash,
        verifiedAt: ago(8),
        createdAt: ago(8),
      })
      .returning({ id: users.id });
    if (!demo) throw new Error('no demo user row returned');
    demoId = demo.id;
    await openBalances(tx, demo.id);
    await addMedallions(tx, demo.id, (type) => demoMedallions[type]);
    // Acquired seven and a half days ago: seven whole days of income are due.
    await addCharacters(tx, demo.id, demoRoster, ago(7, 12));
    const history: Movement[] = [
      { transactionType: 'CREDIT', tokenType: 'IZIDOL', amount: 3000, direction: 1, at: ago(8) },
      { transactionType: 'MINT', tokenType: 'IZIDOM', amount: 300, direction: 1, at: ago(8) },
      { transactionType: 'CREDIT', tokenType: 'IZIDOT', amount: 1500, direction: 1, at: ago(8) },
      {
        transactionType: 'MEDALLION_UPGRADE',
        tokenType: 'IZIDOL',
        amount: 100,
        direction: -1,
        at: ago(6, 3),
      },
      { transactionType: 'CONVERT', tokenType: 'IZIDOL', amount: 50, direction: -1, at: ago(5, 6) },
      {
        transactionType: 'CONVERT',
        tokenType: 'IZIDOT',
        amount: 5000,
        direction: 1,
        at: ago(5, 6),
      },
      {
        transactionType: 'CHARACTER_SALE',
        tokenType: 'IZIDOT',
        amount: 130,
        direction: 1,
        at: ago(4, 2),
      },
      { transactionType: 'DEBIT', tokenType: 'IZIDOM', amount: 20, direction: -1, at: ago(3, 5) },
      {
        transactionType: 'MEDALLION_UPGRADE',
        tokenType: 'IZIDOL',
        amount: 1500,
        direction: -1,
        at: ago(2, 4),
      },
    ];
    await record(tx, demo.id, history);
    result.demo = true;
  });
  if (demoId !== null) await accrueIncome(ctx, demoId);
  return result;
}
