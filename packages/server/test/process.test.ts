/**
 * The bundled server in its own process, as `npm start` runs it: the whole product end to end
 * across a restart, one server per data folder, and a SIGKILL under load that loses no
 * acknowledged write.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApiClient, type ApiClient } from '@izi/api';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { LOCK_FILE_NAME } from '../src/db/lock';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../src/seed';
import {
  fakeAppDir,
  freshStore,
  ledgerMismatches,
  onPostgres,
  runServerToExit,
  spawnServer,
  tempDir,
  type ChildServer,
  type Store,
} from './helpers';

const appDir = fakeAppDir();
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(appDir, { recursive: true, force: true });
});

function clientOf(server: ChildServer, token?: string): ApiClient {
  return createApiClient({ baseUrl: `${server.url}/api`, getToken: () => token });
}

async function signIn(server: ChildServer) {
  const { token } = await clientOf(server).login({
    username: DEMO_USERNAME,
    password: DEMO_PASSWORD,
  });
  return clientOf(server, token);
}

describe('end to end, across a restart', () => {
  it('starts on an empty store, serves app and API, keeps an upgrade and a sale across a restart', async () => {
    const dataDir = tempDir('izi-e2e-');
    const store: Store = onPostgres
      ? await freshStore()
      : {
          dataDir,
          databaseUrl: undefined,
          dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
        };
    cleanups.push(() => store.dispose());
    const env = { DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl, STATIC_DIR: appDir };

    let server = await spawnServer(env);
    cleanups.push(() => server.stop('SIGKILL').then(() => {}));
    if (!onPostgres) expect(server.output()).toContain('Creating the embedded database');
    expect(server.output()).toContain('Seeded the demo account "demo"');

    const page = await fetch(`${server.url}/`);
    expect(await page.text()).toContain('izi test app');
    const unknown = await fetch(`${server.url}/api/unknown`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('application/json');

    const demo = await signIn(server);
    const wallet = await demo.getWallet();
    const characters = await demo.getCharacters();
    const medallions = await demo.getMedallions();
    const transactions = await demo.getTransactions();
    expect(characters.length).toBeGreaterThan(4);
    expect(transactions.length).toBeGreaterThan(20);
    const peta = medallions.find((m) => m.type === 'PETA')!;
    expect(wallet.iziDolBalance).toBeGreaterThanOrEqual(peta.nextLevel!.price);

    await demo.upgradeMedallion({ type: 'PETA', gender: 'M' });
    const sold = characters[0]!;
    await demo.sellCharacter(sold.id);
    expect(await server.stop('SIGTERM')).toBe(0);

    server = await spawnServer(env);
    expect(server.output()).not.toContain('Seeded the demo account');
    const again = await signIn(server);
    const petaAfter = (await again.getMedallions()).find((m) => m.type === 'PETA')!;
    expect(petaAfter).toMatchObject({ starLevel: peta.starLevel + 1, gender: 'M' });
    expect((await again.getCharacters()).map((c) => c.id)).not.toContain(sold.id);
    const walletAfter = await again.getWallet();
    expect(walletAfter.iziDolBalance).toBeCloseTo(wallet.iziDolBalance - peta.nextLevel!.price, 2);
    const types = (await again.getTransactions()).slice(0, 2).map((x) => x.transactionType);
    expect(types.sort()).toEqual(['CHARACTER_SALE', 'MEDALLION_UPGRADE']);
    expect(await server.stop('SIGTERM')).toBe(0);
  });
});

describe.skipIf(onPostgres)('one server per data folder', () => {
  it('a second server on the same folder refuses to start, with a clear message', async () => {
    const store = await freshStore();
    cleanups.push(() => store.dispose());
    const first = await spawnServer({ DATA_DIR: store.dataDir, STATIC_DIR: appDir });
    cleanups.push(() => first.stop('SIGKILL').then(() => {}));

    const second = await runServerToExit({ DATA_DIR: store.dataDir });
    expect(second.code).toBe(1);
    expect(second.output).toContain(`is in use by another izi server (pid ${first.process.pid}`);
    expect(second.output).toContain('DATA_DIR');
    // The first one is unharmed.
    expect((await (await signIn(first)).getWallet()).iziDolBalance).toBeGreaterThan(0);

    // Killed, it cannot remove its lock; the next start sees that its process is gone.
    await first.stop('SIGKILL');
    expect(existsSync(join(store.dataDir, LOCK_FILE_NAME))).toBe(true);
    const third = await spawnServer({ DATA_DIR: store.dataDir, STATIC_DIR: appDir });
    expect(third.output()).toContain(`Replaced a stale lock of process ${first.process.pid}`);
    expect(await third.stop('SIGTERM')).toBe(0);
    expect(existsSync(join(store.dataDir, LOCK_FILE_NAME))).toBe(false);
  });

  it('a lock file that is not JSON and not fresh counts as stale', async () => {
    const store = await freshStore();
    cleanups.push(() => store.dispose());
    const path = join(store.dataDir, LOCK_FILE_NAME);
    writeFileSync(path, 'garbage');
    const { utimesSync } = await import('node:fs');
    utimesSync(path, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    const server = await spawnServer({ DATA_DIR: store.dataDir });
    expect(readFileSync(path, 'utf8')).toContain(`"pid":${server.process.pid}`);
    await server.stop('SIGTERM');
  });
});

describe('durability', () => {
  it('a server killed with SIGKILL under load keeps every acknowledged write', async () => {
    const store = await freshStore();
    cleanups.push(() => store.dispose());
    const env = { DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl };
    const server = await spawnServer(env);
    cleanups.push(() => server.stop('SIGKILL').then(() => {}));
    const demo = await signIn(server);
    const characters = await demo.getCharacters();

    const acknowledged = { proofs: [] as string[], sold: [] as number[], upgrades: 0 };
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
          acknowledged.upgrades++;
        } catch {
          return;
        }
      }
    };
    const load = Promise.all([...[0, 1, 2, 3, 4, 5].map(deposits), sales(), upgrades()]);
    // Kill once the load has been acknowledged for a while, while requests are in flight.
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (acknowledged.proofs.length >= 40) {
          clearInterval(check);
          resolve();
        }
      }, 5);
    });
    killed = true;
    server.process.kill('SIGKILL');
    await server.exited;
    await load;
    expect(acknowledged.proofs.length).toBeGreaterThanOrEqual(40);

    const restarted = await spawnServer(env);
    const after = await signIn(restarted);
    const left = (await after.getCharacters()).map((c) => c.id);
    for (const id of acknowledged.sold) expect(left).not.toContain(id);
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
      expect(await ledgerMismatches(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
