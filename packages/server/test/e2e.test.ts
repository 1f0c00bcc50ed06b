/**
 * The bundled server in its own process, as `npm start` runs it: the whole product end to end,
 * from an empty store, across a restart.
 */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  fakeAppDir,
  freshStore,
  messagesOf,
  onPostgres,
  signInAsDemo,
  spawnServer,
  tempDir,
  type Store,
} from './helpers';

const appDir = fakeAppDir();
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(appDir, { recursive: true, force: true });
});

describe('end to end, across a restart', () => {
  it('starts on an empty store, serves app and API, keeps an upgrade and a sale across a restart', async () => {
    const emptyStore = (): Store => {
      const dataDir = tempDir('izi-e2e-');
      return {
        dataDir,
        databaseUrl: undefined,
        dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
      };
    };
    // Empty: no template, so this start creates the database as a fresh clone's first start does.
    const store = onPostgres ? await freshStore() : emptyStore();
    cleanups.push(() => store.dispose());
    const env = { DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl, STATIC_DIR: appDir };

    let server = await spawnServer(env);
    cleanups.push(() => server.stop('SIGKILL').then(() => {}));
    if (!onPostgres) expect(server.output()).toContain('Creating the embedded database');
    expect(messagesOf(server.output())).toContain('Seeded the demo account "demo"');

    const page = await fetch(`${server.url}/`);
    expect(await page.text()).toContain('izi test app');
    const unknown = await fetch(`${server.url}/api/unknown`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('application/json');

    const demo = await signInAsDemo(server);
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
    const again = await signInAsDemo(server);
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
