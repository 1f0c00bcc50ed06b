/**
 * One server per data folder: a second one refuses to start with a clear message; the lock of a
 * killed server is stale and replaced. The embedded database's alone (PostgreSQL has no folder).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostname } from 'node:os';
import { DataFolderLockedError, LOCK_FILE_NAME, lockDataFolder } from '../src/db/lock';
import {
  fakeAppDir,
  freshStore,
  processState,
  runServerToExit,
  signInAsDemo,
  spawnServer,
  tempDir,
} from './helpers';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('one server per data folder', () => {
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

describe('a lock written on another machine', () => {
  it('is kept, with a message naming the file to delete if no other server uses the folder', () => {
    const dir = tempDir('izi-lock-');
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, LOCK_FILE_NAME);
    const owner = {
      pid: 4242,
      host: `not-${hostname()}`,
      startTicks: 1,
      startedAt: '2025-01-02T03:04:05.000Z',
    };
    writeFileSync(path, `${JSON.stringify(owner)}\n`);
    utimesSync(path, new Date(Date.now() - 86_400_000), new Date(Date.now() - 86_400_000));

    let error: unknown;
    try {
      lockDataFolder(dir).release();
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(DataFolderLockedError);
    expect((error as Error).message).toBe(
      `The data folder ${dir} is locked by an izi server on another machine, not-${hostname()} ` +
        `(pid 4242, started 2025-01-02T03:04:05.000Z); from ${hostname()} this server cannot tell ` +
        `whether it is still running, and two servers on one folder would lose data, so this one ` +
        `stops. If you are sure that no other server uses this folder (for example, it was copied ` +
        `from not-${hostname()}), delete the file ${path} and start again. Otherwise stop the ` +
        `server on not-${hostname()}, or give this one another folder with DATA_DIR=<folder>.`,
    );
    // The lock is left as it was; once deleted, the folder is free.
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(owner);
    rmSync(path);
    const lock = lockDataFolder(dir);
    expect(readFileSync(path, 'utf8')).toContain(`"pid":${process.pid}`);
    lock.release();
    expect(existsSync(path)).toBe(false);
  });
});

describe('a lock whose owner is a zombie', () => {
  it('counts the owner as gone: killed, not yet reaped, it no longer uses the folder', async () => {
    const dir = tempDir('izi-lock-');
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    // `sh` starts a process, then becomes `sleep`, which never reaps it.
    const parent = spawn('/bin/sh', ['-c', 'sleep 600 & echo $!; exec sleep 600'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    cleanups.push(() => void parent.kill('SIGKILL'));
    const pid = await new Promise<number>((resolve) =>
      parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
    );
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const startTicks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    const path = join(dir, LOCK_FILE_NAME);
    const owner = { pid, host: hostname(), startTicks, startedAt: new Date().toISOString() };
    writeFileSync(path, `${JSON.stringify(owner)}\n`);

    // While it runs, the lock stands.
    expect(() => lockDataFolder(dir)).toThrow(DataFolderLockedError);

    // Killed only once `sh` has become `sleep`: before its exec, `sh` may still reap the child
    // itself (then there is no zombie, and the loop below would wait for one forever).
    while (readFileSync(`/proc/${parent.pid}/comm`, 'utf8').trim() !== 'sleep')
      await new Promise((resolve) => setTimeout(resolve, 5));
    process.kill(pid, 'SIGKILL');
    for (let state = processState(pid); state !== 'Z'; state = processState(pid)) {
      if (state === null) throw new Error(`${pid} was reaped: it never became a zombie`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(() => process.kill(pid, 0)).not.toThrow(); // a zombie still answers kill -0

    const lock = lockDataFolder(dir);
    expect(lock.replacedStale).toEqual(owner);
    expect(readFileSync(path, 'utf8')).toContain(`"pid":${process.pid}`);
    lock.release();
  });
});
