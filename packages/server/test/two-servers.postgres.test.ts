/**
 * What `DATABASE_URL` promises: several servers may share one PostgreSQL database. Two server
 * processes start at once on one fresh database (the migrations and the seed run once), and
 * requests racing each other through both stay correct: of 20 parallel sells of one character
 * exactly one is paid, and of 50 parallel upgrades with money for one exactly one is charged;
 * of 20 people checking out the last item through both, exactly one buys it.
 *
 * PostgreSQL only: the embedded database is one folder that one server locks
 * (lock.embedded.test.ts).
 */
import type { ApiClient } from '@izi/api';
import { createApiClient as createEconomyClient } from '@izi/api';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { outcomeOf } from '@izi/api/testing/api-errors';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { shopItems } from '../src/db/schema';
import {
  childClient,
  codeFrom,
  freshStore,
  ledgerMismatches,
  spawnServer,
  type ChildServer,
} from './helpers';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A new account, signed up on one server, verified and signed in on both. */
async function newUser(servers: ChildServer[]): Promise<ApiClient[]> {
  const username = `two_${randomBytes(4).toString('hex')}`;
  const email = `${username}@example.com`;
  const password = `pw-${randomBytes(6).toString('hex')}`;
  await childClient(servers[0]!).signup({ username, email, password });
  const lines = servers.flatMap((server) => server.output().split('\n'));
  await childClient(servers[1]!).verifyEmail({ email, code: codeFrom(lines, email) });
  return Promise.all(
    servers.map(async (server) => {
      const { token } = await childClient(server).login({ username, password });
      return childClient(server, token);
    }),
  );
}

describe('two servers on one PostgreSQL database', () => {
  it('20 parallel sells and 50 parallel upgrades over both: one sale, no overspend', async () => {
    const store = await freshStore();
    cleanups.push(() => store.dispose());
    const env = { DATABASE_URL: store.databaseUrl, DATA_DIR: store.dataDir };
    // Both start at once on the empty database: one migrates and seeds, the other waits for it.
    const servers = await Promise.all([spawnServer(env), spawnServer(env)]);
    for (const server of servers) cleanups.push(() => server.stop('SIGKILL').then(() => {}));
    expect(servers[0]!.url).not.toBe(servers[1]!.url);

    const clients = await newUser(servers);
    const [first] = clients;
    const [character] = await first!.getCharacters();
    const before = await first!.getWallet();
    expect(before.iziDolBalance).toBe(250);

    const sells = await Promise.all(
      Array.from({ length: 20 }, (_, i) => outcomeOf(clients[i % 2]!.sellCharacter(character!.id))),
    );
    expect(sells.filter((o) => o.ok)).toHaveLength(1);
    for (const o of sells.filter((o) => !o.ok))
      expect(o).toMatchObject({ status: 404, message: 'Character not found.' });

    // 250 iziDol: PETA 1→2 costs 100, then 2→3 would cost 250 more.
    const upgrades = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        outcomeOf(
          clients[i % 2]!.upgradeMedallion({ type: 'PETA', gender: i % 4 < 2 ? 'M' : 'F' }),
        ),
      ),
    );
    expect(upgrades.filter((o) => o.ok)).toHaveLength(1);
    for (const o of upgrades.filter((o) => !o.ok))
      expect(o).toMatchObject({
        status: 400,
        message: 'Insufficient iziDol balance for this upgrade.',
      });

    // Both servers see the same outcome.
    for (const client of clients) {
      const list = await client.getTransactions();
      const sales = list.filter((x) => x.transactionType === 'CHARACTER_SALE');
      expect(sales).toHaveLength(1);
      expect(list.filter((x) => x.transactionType === 'MEDALLION_UPGRADE')).toHaveLength(1);
      const wallet = await client.getWallet();
      expect(wallet.iziDolBalance).toBe(150);
      expect(wallet.iziDotBalance).toBeCloseTo(before.iziDotBalance + sales[0]!.amount, 2);
      expect((await client.getCharacters()).map((c) => c.id)).not.toContain(character!.id);
      expect((await client.getMedallions()).find((m) => m.type === 'PETA')!.starLevel).toBe(2);
    }
    for (const server of servers) expect(await server.stop('SIGTERM')).toBe(0);

    // Straight from the database: every balance equals its ledger, none below zero.
    const database = await openDatabase({ dataDir: store.dataDir, databaseUrl: store.databaseUrl });
    try {
      expect(await ledgerMismatches(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('20 parallel checkouts of the last item over both servers: exactly one sells it', async () => {
    const store = await freshStore();
    cleanups.push(() => store.dispose());
    // Twenty accounts from one address: above the default cap of signups per address.
    const env = {
      DATABASE_URL: store.databaseUrl,
      DATA_DIR: store.dataDir,
      SIGNUPS_PER_ADDRESS_PER_HOUR: '100',
    };
    const servers = await Promise.all([spawnServer(env), spawnServer(env)]);
    for (const server of servers) cleanups.push(() => server.stop('SIGKILL').then(() => {}));
    const database = await openDatabase({ dataDir: store.dataDir, databaseUrl: store.databaseUrl });
    cleanups.push(() => database.close());
    await database.db.update(shopItems).set({ stock: 1 }).where(eq(shopItems.id, 4));

    // Twenty buyers, each with the Espresso Maker (189 iziDol) in the cart, each on one server.
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const server = servers[i % 2]!;
        const username = `cart_${randomBytes(4).toString('hex')}`;
        const email = `${username}@example.com`;
        const password = `pw-${randomBytes(6).toString('hex')}`;
        await childClient(server).signup({ username, email, password });
        const lines = servers.flatMap((s) => s.output().split('\n'));
        await childClient(server).verifyEmail({ email, code: codeFrom(lines, email) });
        const { token } = await childClient(server).login({ username, password });
        const economy = createEconomyClient({
          baseUrl: `${server.url}/api`,
          getToken: () => token,
        });
        await economy.setCartLine(4, { quantity: 1 });
        return { economy, client: childClient(server, token) };
      }),
    );
    const outcomes = await Promise.all(buyers.map((b) => outcomeOf(b.economy.checkout())));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    for (const o of outcomes.filter((o) => !o.ok))
      expect(o).toMatchObject({ status: 409, message: 'Espresso Maker is out of stock.' });
    const wallets = await Promise.all(buyers.map((b) => b.client.getWallet()));
    expect(wallets.filter((w) => w.iziDolBalance === 61)).toHaveLength(1);
    const [item] = await database.db
      .select({ stock: shopItems.stock })
      .from(shopItems)
      .where(eq(shopItems.id, 4));
    expect(item!.stock).toBe(0);
    expect(await ledgerMismatches(database.db)).toEqual([]);
  });
});
