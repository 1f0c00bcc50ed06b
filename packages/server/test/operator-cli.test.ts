/**
 * `npm run operator`, the bundled command that grants and revokes the operator role with the
 * server's own settings: on the embedded database it refuses while a server runs on the folder.
 */
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freshStore, onPostgres, startTestServer, type Store } from './helpers';

function operator(store: Store, ...args: string[]) {
  const run = spawnSync(process.execPath, [inject('bundle'), 'operator', ...args], {
    env: { ...process.env, DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('npm run operator', () => {
  it('grants, lists and revokes the role; the account shows it', async () => {
    const store = await freshStore();
    cleanups.push(() => store.dispose());
    const server = await startTestServer({ store });
    const alice = await server.newUser('alice_ops');
    const running = operator(store, 'grant', 'alice_ops');
    if (onPostgres) {
      // PostgreSQL serves any number of processes: the role is granted while the server runs.
      expect(running).toMatchObject({ code: 0, out: 'alice_ops is now an operator.\n' });
      expect((await server.client(alice.token).getAccount()).roles).toEqual(['operator']);
      expect(operator(store, 'revoke', 'alice_ops').code).toBe(0);
    } else {
      expect(running.code).toBe(1);
      expect(running.err).toContain('is in use by a running izi server');
      expect(running.err).toContain('Stop the server, run this command again');
    }
    await server.close();

    // Names match as at login, whatever their case.
    expect(operator(store, 'grant', 'ALICE_OPS')).toMatchObject({
      code: 0,
      out: 'alice_ops is now an operator.\n',
    });
    expect(operator(store, 'grant', 'alice_ops').out).toBe('alice_ops was already an operator.\n');
    expect(operator(store, 'list').out).toMatch(/^alice_ops\t\(operator since \d{4}-/);
    expect(operator(store, 'grant', 'nobody')).toMatchObject({
      code: 1,
      err: 'No user is named "nobody".\n',
    });
    for (const wrong of [[], ['grant'], ['promote', 'alice_ops'], ['list', 'x']])
      expect(operator(store, ...wrong).code, wrong.join(' ')).toBe(2);

    const again = await startTestServer({ store });
    const token = (await again.client().login({ username: 'alice_ops', password: alice.password }))
      .token;
    expect((await again.client(token).getAccount()).roles).toEqual(['operator']);
    await again.close();

    expect(operator(store, 'revoke', 'alice_ops').out).toBe(
      'alice_ops is no longer an operator.\n',
    );
    expect(operator(store, 'revoke', 'alice_ops').out).toBe('alice_ops was not an operator.\n');
    expect(operator(store, 'list').out).toBe('No operators.\n');
  }, 300_000);
});
