/**
 * A server killed with SIGKILL in the middle of a storm of reviews by two operators, then started
 * again: every review it acknowledged is there, none is applied twice, and the ledger holds.
 */
import { spawnSync } from 'node:child_process';
import { createApiClient, type ApiClient } from '@izi/api';
import { outcomeOf } from '@izi/api/testing/api-errors';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import {
  childClient,
  codeFrom,
  freshStore,
  ledgerMismatches,
  signInAsDemo,
  spawnServer,
  waitUntil,
  type ChildServer,
} from './helpers';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const PASSWORD = 'operator-crash-pw';
const TRON = `T${'B'.repeat(33)}`;

async function signUp(server: ChildServer, username: string) {
  const email = `${username}@example.com`;
  const anonymous = childClient(server);
  await anonymous.signup({ username, email, password: PASSWORD });
  await anonymous.verifyEmail({ email, code: codeFrom(server.output().split('\n'), email) });
}

const signIn = async (server: ChildServer, username: string): Promise<ApiClient> => {
  const { token } = await childClient(server).login({ username, password: PASSWORD });
  return createApiClient({ baseUrl: `${server.url}/api`, getToken: () => token });
};

describe('durability of reviews', () => {
  it('a server killed with SIGKILL during a storm of reviews keeps every acknowledged one, applied once', async () => {
    const store = await freshStore();
    cleanups.push(() => store.dispose());
    const env = { DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl };

    // The demo account asks for deposits and withdrawals; two people are made operators.
    const setup = await spawnServer(env);
    cleanups.push(() => setup.stop('SIGKILL').then(() => {}));
    await signUp(setup, 'crash_op1');
    await signUp(setup, 'crash_op2');
    const demo = await signInAsDemo(setup);
    for (let n = 0; n < 80; n++)
      await demo.submitUsdtRequest(
        n % 4 === 3
          ? { type: 'withdrawal', amount: 1, address: TRON }
          : { type: 'deposit', amount: 1 + (n % 5), proof: `storm-${n}` },
      );
    expect(await setup.stop('SIGTERM')).toBe(0);
    for (const name of ['crash_op1', 'crash_op2']) {
      const granted = spawnSync(process.execPath, [inject('bundle'), 'operator', 'grant', name], {
        env: { ...process.env, ...env },
        encoding: 'utf8',
      });
      expect(granted.stdout).toBe(`${name} is now an operator.\n`);
    }

    const server = await spawnServer(env, { unreapedParent: true });
    cleanups.push(() => server.stop('SIGKILL').then(() => {}));
    const operators = [await signIn(server, 'crash_op1'), await signIn(server, 'crash_op2')];
    const pending = await operators[0]!.getOperatorUsdtRequests('pending');
    expect(pending).toHaveLength(80);

    // Four workers, two per operator, each going through every request in its own order and
    // approving or rejecting it: most requests are raced by two or more of them.
    const acknowledged = new Map<number, 'approved' | 'rejected'>();
    let killed = false;
    const worker = async (w: number) => {
      const operator = operators[w % 2]!;
      const order = w < 2 ? pending : [...pending].reverse();
      for (const [index, request] of order.entries()) {
        if (killed) return;
        const id = Number(request.id);
        const approve = (index + w) % 3 !== 0;
        const outcome = await outcomeOf(
          approve
            ? operator.approveUsdtRequest(id)
            : operator.rejectUsdtRequest(id, { reason: `storm ${w}` }),
        );
        if (outcome.ok) acknowledged.set(id, approve ? 'approved' : 'rejected');
        else if (outcome.status !== 409) return; // the server is gone
      }
    };
    const storm = Promise.all([0, 1, 2, 3].map(worker));
    await waitUntil(() => acknowledged.size >= 25);
    killed = true;
    process.kill(server.pid, 'SIGKILL');
    await server.exited;
    const restarted = await spawnServer(env);
    cleanups.push(() => restarted.stop('SIGKILL').then(() => {}));
    await storm;
    expect(acknowledged.size).toBeGreaterThanOrEqual(25);
    expect(acknowledged.size).toBeLessThan(80); // killed mid-storm

    // After the restart the reviews go on where they were.
    const op = await signIn(restarted, 'crash_op2');
    const left = await op.getOperatorUsdtRequests('pending');
    expect(left.length).toBeGreaterThan(0);
    for (const request of left) expect(acknowledged.has(Number(request.id))).toBe(false);
    await op.approveUsdtRequest(left[0]!.id);
    expect(await restarted.stop('SIGTERM')).toBe(0);

    const database = await openDatabase({ dataDir: store.dataDir, databaseUrl: store.databaseUrl });
    try {
      const { rows } = (await database.db.execute(
        sql`select r.id, r.status::text as state, count(a.id)::int as audited
            from usdt_requests r left join operator_audit a
              on a.subject = 'usdt-request' and a.subject_id = r.id
            group by r.id, r.status`,
      )) as unknown as { rows: { id: number; state: string; audited: number }[] };
      const stored = new Map(rows.map((row) => [row.id, row]));
      for (const [id, state] of acknowledged) expect(stored.get(id)?.state, `${id}`).toBe(state);
      for (const row of rows)
        expect(row.audited, `${row.id}`).toBe(row.state === 'pending' ? 0 : 1);
      // Every reviewed request moved its money once (approved) or not at all, and holds are covered.
      expect(await ledgerMismatches(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 300_000);
});
