/**
 * One server per data folder: a second one refuses to start with a clear message; the lock of a
 * killed server is stale and replaced.
 */
import { existsSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from '../src/db/lock';
import {
  fakeAppDir,
  freshStore,
  onPostgres,
  runServerToExit,
  signInAsDemo,
  spawnServer,
} from './helpers';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.skipIf(onPostgres)('one server per data folder', () => {
  let appDir: string;
  beforeAll(() => {
    appDir = fakeAppDir();
    cleanups.push(() => rmSync(appDir, { recursive: true, force: true }));
  });

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
    expect((await (await signInAsDemo(first)).getWallet()).iziDolBalance).toBeGreaterThan(0);

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
    utimesSync(path, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    const server = await spawnServer({ DATA_DIR: store.dataDir });
    expect(readFileSync(path, 'utf8')).toContain(`"pid":${server.process.pid}`);
    await server.stop('SIGTERM');
  });
});
