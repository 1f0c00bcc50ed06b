/**
 * A server killed with SIGKILL under load, then restarted at once, has every write it acknowledged.
 * It runs under a parent that does not reap it (as a supervisor restarting at once), so it is a
 * zombie when the next one starts: the data folder's lock must count it as gone.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import {
  freshStore,
  ledgerMismatches,
  onPostgres,
  processState,
  signInAsDemo,
  spawnServer,
  waitUntil,
} from './helpers';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('durability', () => {
  it('a server killed with SIGKILL under load starts again at once and keeps every acknowledged write', async () => {
    const store = await freshStore();
    cleanups.push(() => store.dispose());
    const env = { DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl };
    const server = await spawnServer(env, { unreapedParent: true });
    cleanups.push(() => server.stop('SIGKILL').then(() => {}));
    const demo = await signInAsDemo(server);
    const characters = await demo.getCharacters();
    const levels = new Map((await demo.getMedallions()).map((m) => [m.type, m.starLevel]));

    const acknowledged = {
      proofs: [] as string[],
      sold: [] as (typeof characters)[number]['id'][],
      upgraded: [] as ('PETA' | 'BETA')[],
    };
    let killed = false;
    const deposits = async (worker: number) => {
      for (let n = 0; !killed; n++) {
        const proof = `crash-${worker}-${n}`;
        try {
          await demo.submitUsdtRequest({ type: 'deposit', amount: 1 + n, proof });
          acknowledged.proofs.push(proof);
        } catch {
          return; // the server is gone
        }
      }
    };
    const sales = async () => {
      for (const character of characters) {
        if (killed) return;
        try {
          await demo.sellCharacter(character.id);
          acknowledged.sold.push(character.id);
        } catch {
          return;
        }
      }
    };
    const upgrades = async () => {
      for (const type of ['PETA', 'BETA'] as const) {
        try {
          await demo.upgradeMedallion({ type, gender: 'F' });
          acknowledged.upgraded.push(type);
        } catch {
          return;
        }
      }
    };
    const load = Promise.all([...[0, 1, 2, 3, 4, 5].map(deposits), sales(), upgrades()]);
    // Kill once the load has been acknowledged for a while, while requests are in flight.
    await waitUntil(() => acknowledged.proofs.length >= 40);
    killed = true;
    process.kill(server.pid, 'SIGKILL');
    // Once it has died (the moment a supervisor hears of it), it is started again at once.
    await server.exited;
    const diedAt = performance.now();
    // Not reaped: the killed server is a zombie, still answering `kill -0` and in /proc.
    expect(processState(server.pid)).toBe('Z');
    expect(() => process.kill(server.pid, 0)).not.toThrow();

    // Started again within a second of its death, while the old one is a zombie.
    const restarting = spawnServer(env);
    expect(performance.now() - diedAt).toBeLessThan(1000);
    await load;
    expect(acknowledged.proofs.length).toBeGreaterThanOrEqual(40);
    expect(acknowledged.upgraded.length).toBeGreaterThan(0); // sent first, long acknowledged

    const restarted = await restarting;
    expect(processState(server.pid)).toBe('Z'); // still unreaped while the new one runs
    if (!onPostgres)
      expect(restarted.output()).toContain(`Replaced a stale lock of process ${server.pid}`);
    const after = await signInAsDemo(restarted);
    const left = (await after.getCharacters()).map((c) => c.id);
    for (const id of acknowledged.sold) expect(left).not.toContain(id);
    const medallions = await after.getMedallions();
    for (const type of acknowledged.upgraded)
      expect(medallions.find((m) => m.type === type)).toMatchObject({
        starLevel: levels.get(type)! + 1,
        gender: 'F',
      });
    const list = await after.getTransactions();
    expect(
      list.filter((x) => x.transactionType === 'CHARACTER_SALE').length,
    ).toBeGreaterThanOrEqual(
      acknowledged.sold.length + 1, // the seed's own sale
    );
    expect(await restarted.stop('SIGTERM')).toBe(0);

    // Straight from the database: every acknowledged request is there, balances match the ledger.
    const database = await openDatabase({ dataDir: store.dataDir, databaseUrl: store.databaseUrl });
    try {
      const { rows } = (await database.db.execute(
        sql`select proof from usdt_requests where proof like 'crash-%'`,
      )) as unknown as { rows: { proof: string }[] };
      const stored = new Set(rows.map((row) => row.proof));
      expect(acknowledged.proofs.filter((proof) => !stored.has(proof))).toEqual([]);
      // The seed's two upgrades and one for each medallion raised (every acknowledged upgrade, and
      // perhaps one that was in flight when the server was killed), no more, no fewer.
      const { rows: charged } = (await database.db.execute(
        sql`select count(*)::int as n from ledger join users on users.id = ledger.user_id
            where users.username = 'demo' and transaction_type = 'MEDALLION_UPGRADE'`,
      )) as unknown as { rows: { n: number }[] };
      const raised = medallions.filter((m) => m.starLevel > levels.get(m.type)!).length;
      expect(charged[0]!.n).toBe(2 + raised);
      expect(await ledgerMismatches(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
