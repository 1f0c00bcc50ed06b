/**
 * The attacks the server withstands, each reproduced over HTTP: spending what
 * pending withdrawals hold, guessing verification codes round after round, signing up without
 * limit, a second set of guesses through the other name of an account, control characters in
 * text, a session that outlives its logout, and amounts with more than two decimals.
 */
import type { ApiClient } from '@izi/api';
import { and, eq, sql } from 'drizzle-orm';
import { failureOf, outcomeOf, type Outcome } from '@izi/api/testing/api-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/auth/secrets';
import { sessions, usdtRequests, users } from '../src/db/schema';
import { optionsFromEnv } from '../src/config';
import { defaultRules } from '../src/rules';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../src/seed';
import { codeFrom, startTestServer, type TestServer } from './helpers';

const MINUTE = 60_000;
const TRON = `T${'B'.repeat(33)}`;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

/** The iziDol a user's pending withdrawals hold, read from the database. */
async function pendingOf(server: TestServer, username: string): Promise<number> {
  const [row] = await server.server.database.db
    .select({ total: sql<string>`coalesce(sum(${usdtRequests.amount}), 0)::text` })
    .from(usdtRequests)
    .innerJoin(users, eq(users.id, usdtRequests.userId))
    .where(
      and(
        eq(users.username, username),
        eq(usdtRequests.type, 'withdrawal'),
        eq(usdtRequests.status, 'pending'),
      ),
    );
  return Number(row?.total ?? 0);
}

describe('1: pending withdrawals hold their iziDol', () => {
  it('withdrawing the whole balance (pending), then upgrading with it, is refused', async () => {
    const { token, username } = await t.newUser();
    const client = t.client(token);
    expect((await client.getWallet()).iziDolBalance).toBe(250);
    await client.submitUsdtRequest({ type: 'withdrawal', amount: 250, address: TRON });
    const refused = await failureOf(client.upgradeMedallion({ type: 'PETA', gender: 'F' }));
    expect(refused).toMatchObject({
      status: 400,
      message:
        'Insufficient iziDol balance for this upgrade: 250 iziDol are held by pending withdrawals.',
    });
    expect((await client.getWallet()).iziDolBalance).toBe(250);
    expect((await client.getMedallions()).find((m) => m.type === 'PETA')?.starLevel).toBe(1);
    expect(await pendingOf(t, username)).toBe(250);
  });

  it('what pending withdrawals leave free can be spent, and no more', async () => {
    const { token } = await t.newUser();
    const client = t.client(token);
    await client.submitUsdtRequest({ type: 'withdrawal', amount: 150, address: TRON });
    // 100 free: PETA 1→2 costs 100; then nothing is free for BETA (250).
    await client.upgradeMedallion({ type: 'PETA', gender: 'M' });
    expect((await client.getWallet()).iziDolBalance).toBe(150);
    expect(await failureOf(client.upgradeMedallion({ type: 'BETA', gender: 'M' }))).toMatchObject({
      status: 400,
    });
    // And a withdrawal still counts the ones already pending: nothing is free.
    const more = await failureOf(
      client.submitUsdtRequest({ type: 'withdrawal', amount: 1, address: TRON }),
    );
    expect(more).toMatchObject({
      status: 400,
      message: 'Insufficient iziDol balance for this withdrawal.',
    });
  });

  it('withdrawals and upgrades in parallel never leave the balance below what is pending', async () => {
    const accounts = await Promise.all(Array.from({ length: 4 }, () => t.newUser()));
    const work: Promise<Outcome>[] = [];
    for (const { token } of accounts) {
      const client: ApiClient = t.client(token);
      for (let i = 0; i < 8; i++) {
        work.push(
          outcomeOf(client.submitUsdtRequest({ type: 'withdrawal', amount: 60, address: TRON })),
        );
        work.push(
          outcomeOf(client.upgradeMedallion({ type: i % 2 ? 'PETA' : 'BETA', gender: 'F' })),
        );
      }
    }
    const outcomes = await Promise.all(work);
    // Every refusal is for want of iziDol (never a 500), and some requests were refused.
    const refused = outcomes.filter((o) => !o.ok);
    expect(refused.length).toBeGreaterThan(0);
    for (const o of refused)
      expect(o).toMatchObject({
        status: 400,
        message: expect.stringMatching(/^Insufficient iziDol/),
      });
    for (const { token, username } of accounts) {
      const { iziDolBalance } = await t.client(token).getWallet();
      // What was spent plus what is pending never exceeds the 250 iziDol of the starter pack.
      expect(iziDolBalance - (await pendingOf(t, username))).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('3: verification codes and signups are capped', () => {
  it('has the documented defaults', () => {
    expect(defaultRules.verificationCodes).toEqual({ perWindow: 5, windowMs: 60 * MINUTE });
    expect(defaultRules.signupsPerAddress).toEqual({ perWindow: 10, windowMs: 60 * MINUTE });
  });

  it('an account gets at most N codes an hour: then its login is refused with 429', async () => {
    const s = await startTestServer({
      rules: { verificationCodes: { perWindow: 3, windowMs: 60 * MINUTE } },
    });
    try {
      const email = 'guesser@example.com';
      const password = 'password-1';
      await s.client().signup({ username: 'guesser', email, password });
      const printed = () => s.log.lines.filter((line) => line.includes(`code for ${email}`)).length;
      const burn = async () => {
        const code = codeFrom(s.log.lines, email);
        const wrong = code === '000000' ? '111111' : '000000';
        for (let i = 0; i < defaultRules.verificationMaxAttempts; i++)
          await failureOf(s.client().verifyEmail({ email, code: wrong }));
      };
      const login = () => failureOf(s.client().login({ username: 'guesser', password }));
      // The signup's code, then two more rounds of five guesses each.
      for (let round = 1; round <= 2; round++) {
        await burn();
        expect(await login()).toMatchObject({ status: 403 });
        expect(printed()).toBe(round + 1);
      }
      await burn();
      const capped = await login();
      expect(capped).toMatchObject({
        status: 429,
        message: 'Too many verification codes were sent for this account. Try again in 60 minutes.',
      });
      expect(printed()).toBe(3);
      // Parallel logins cannot get past the cap either.
      const burst = await Promise.all(Array.from({ length: 10 }, () => login()));
      expect(burst.every((o) => o.status === 429)).toBe(true);
      expect(printed()).toBe(3);
      // An hour after the first code, a new one.
      s.advance(61 * MINUTE);
      expect(await login()).toMatchObject({ status: 403 });
      expect(printed()).toBe(4);
      await s.client().verifyEmail({ email, code: codeFrom(s.log.lines, email) });
      expect((await s.client().login({ username: 'guesser', password })).token).toBeTruthy();
    } finally {
      await s.close();
    }
  });

  it('SIGNUPS_PER_ADDRESS_PER_HOUR sets the cap per address', () => {
    expect(optionsFromEnv({ SIGNUPS_PER_ADDRESS_PER_HOUR: '50' }).rules).toEqual({
      signupsPerAddress: { perWindow: 50, windowMs: 60 * MINUTE },
    });
    expect(optionsFromEnv({}).rules).toBeUndefined();
    expect(() => optionsFromEnv({ SIGNUPS_PER_ADDRESS_PER_HOUR: 'many' })).toThrow(
      'SIGNUPS_PER_ADDRESS_PER_HOUR must be a whole number (1 to 1000000), not "many".',
    );
  });

  it('one address creates at most N accounts an hour (429 after), even in parallel', async () => {
    const s = await startTestServer({
      rules: { signupsPerAddress: { perWindow: 3, windowMs: 60 * MINUTE } },
    });
    try {
      const signup = (name: string) =>
        outcomeOf(
          s
            .client()
            .signup({ username: name, email: `${name}@example.com`, password: 'password-1' }),
        );
      // Refused signups do not count.
      expect(await signup('x')).toMatchObject({ status: 400 });
      const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => signup(`farm${i}`)));
      expect(burst.filter((o) => o.ok)).toHaveLength(3);
      for (const o of burst.filter((o) => !o.ok))
        expect(o).toEqual({
          ok: false,
          status: 429,
          message: 'Too many accounts were created from this address. Try again in 60 minutes.',
        });
      const [{ count }] = (await s.server.database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(sql`${users.username} like 'farm%'`)) as [{ count: number }];
      expect(count).toBe(3);
      s.advance(61 * MINUTE);
      expect(await signup('later')).toEqual({ ok: true });
    } finally {
      await s.close();
    }
  });
});

describe('4: failed logins count per account, whichever name is typed', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ sleep: async () => {} });
  });
  afterAll(() => s?.close());

  it('ten wrong guesses split between the username and the email lock the account', async () => {
    const user = await s.newUser('splitter');
    const attempt = (username: string, password: string) =>
      outcomeOf(s.client().login({ username, password }));
    for (let i = 0; i < 5; i++) {
      expect(await attempt(user.username, 'wrong-password')).toMatchObject({ status: 401 });
      expect(await attempt(user.email.toUpperCase(), 'wrong-password')).toMatchObject({
        status: 401,
      });
    }
    for (const name of [user.username, user.email])
      expect(await attempt(name, user.password)).toEqual({
        ok: false,
        status: 429,
        message: 'Too many failed login attempts. Try again in 15 minutes.',
      });
    // Another account is not locked by this one's failures.
    expect(await attempt(DEMO_USERNAME, DEMO_PASSWORD)).toEqual({ ok: true });
  });

  it('an unknown name counts per name as typed (case and spaces aside)', async () => {
    for (let i = 0; i < 10; i++)
      expect(
        await outcomeOf(s.client().login({ username: ' Ghost ', password: 'nope-nope' })),
      ).toMatchObject({ status: 401 });
    expect(
      await outcomeOf(s.client().login({ username: 'ghost', password: 'nope-nope' })),
    ).toMatchObject({ status: 429 });
  });
});

describe('6: control characters in text are refused with 400, naming the field', () => {
  const NUL = '\u0000';
  const cases: [string, string, unknown, string][] = [
    [
      'signup username',
      '/api/auth/signup',
      { username: `ev${NUL}il`, email: 'e@x.io', password: 'password-1' },
      'username',
    ],
    [
      'signup email',
      '/api/auth/signup',
      { username: 'evil', email: `e${NUL}@x.io`, password: 'password-1' },
      'email',
    ],
    [
      'signup password',
      '/api/auth/signup',
      { username: 'evil', email: 'e@x.io', password: `pass${NUL}word` },
      'password',
    ],
    ['login username', '/api/auth/login', { username: `demo${NUL}`, password: 'x' }, 'username'],
    ['login password', '/api/auth/login', { username: 'demo', password: `x${NUL}` }, 'password'],
    [
      'verify email',
      '/api/auth/verify-email',
      { email: `demo${NUL}@izi.example`, code: '123456' },
      'email',
    ],
    [
      'signup username with ESC',
      '/api/auth/signup',
      { username: 'ev\u001bil', email: 'e@x.io', password: 'password-1' },
      'username',
    ],
    [
      'login username with DEL',
      '/api/auth/login',
      { username: 'demo\u007f', password: 'x' },
      'username',
    ],
  ];
  it.each(cases)('%s', async (_name, path, body, field) => {
    const answer = await t.request('POST', path, { body });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      `Invalid request: ${field} must be text without control characters.`,
    );
  });

  it('a code with NUL, a withdrawal address, a proof and a gender too', async () => {
    const code = await t.request('POST', '/api/auth/verify-email', {
      body: { email: 'demo@izi.example', code: `12345${NUL}` },
    });
    expect([code.status, code.body.message]).toEqual([
      400,
      'Invalid request: code must be 6 digits.',
    ]);
    const { token } = await t.newUser();
    const post = (path: string, body: unknown) => t.request('POST', path, { token, body });
    const address = await post('/api/usdt/request', {
      type: 'withdrawal',
      amount: 10,
      address: `${TRON}${NUL}`,
    });
    expect([address.status, address.body.message]).toEqual([
      400,
      'Invalid request: address must be text without control characters.',
    ]);
    const proof = await post('/api/usdt/request', {
      type: 'deposit',
      amount: 10,
      proof: `0x${NUL}`,
    });
    expect([proof.status, proof.body.message]).toEqual([
      400,
      'Invalid request: proof must be text without control characters.',
    ]);
    const gender = await post('/api/medallions/upgrade', { type: 'PETA', gender: `F${NUL}` });
    expect([gender.status, gender.body.success]).toEqual([400, false]);
    expect(gender.body.message).toContain('gender must be one of');
    // A proof may span lines (a pasted receipt): line breaks and tabs are fine there.
    const lines = await post('/api/usdt/request', {
      type: 'deposit',
      amount: 10,
      proof: 'tx 0xabc\n\tblock 123',
    });
    expect(lines.status).toBe(200);
  });
});

describe('7: logout ends the session on the server', () => {
  it('the token no longer signs anything in (401); other sessions live on', async () => {
    const user = await t.newUser();
    const other = (await t.client().login({ username: user.username, password: user.password }))
      .token;
    expect(await t.client(user.token).logout()).toEqual({
      success: true,
      message: 'You are logged out.',
    });
    const after = await failureOf(t.client(user.token).getWallet());
    expect(after).toMatchObject({ status: 401, message: 'Invalid session. Please log in again.' });
    expect(await failureOf(t.client(user.token).logout())).toMatchObject({ status: 401 });
    expect(await t.client(other).getWallet()).toBeTruthy();
    const rows = await t.server.database.db.select().from(sessions);
    expect(rows.filter((row) => row.tokenHash === sha256(user.token))).toEqual([]);
    expect(rows.filter((row) => row.tokenHash === sha256(other))).toHaveLength(1);
  });

  it('with { everywhere: true } every session of the user ends, and only theirs', async () => {
    const user = await t.newUser();
    const stranger = await t.newUser();
    const login = () => t.client().login({ username: user.username, password: user.password });
    const [second, third] = [(await login()).token, (await login()).token];
    expect(await t.client(second).logout({ everywhere: true })).toEqual({
      success: true,
      message: 'You are logged out on every device.',
    });
    for (const token of [user.token, second, third])
      expect(await failureOf(t.client(token).getStats())).toMatchObject({ status: 401 });
    expect(await t.client(stranger.token).getStats()).toBeTruthy();
    // Signing in again works as before.
    expect(await t.client((await login()).token).getWallet()).toBeTruthy();
  });

  it('needs a session, and a body (if any) of the contract', async () => {
    expect((await t.request('POST', '/api/auth/logout')).status).toBe(401);
    const { token } = await t.newUser();
    const bad = await t.request('POST', '/api/auth/logout', { token, body: { everywhere: 'yes' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid request: everywhere must be a boolean.');
    expect((await t.request('GET', '/api/auth/logout', { token })).status).toBe(405);
  });
});

describe('9c: amounts have at most two decimals, as written', () => {
  it.each([10.001, 10.000000001, 1.005, 99.999])('refuses %s with 400', async (amount) => {
    const { token } = await t.newUser();
    const answer = await t.request('POST', '/api/usdt/request', {
      token,
      body: { type: 'deposit', amount, proof: '0xabc' },
    });
    expect([answer.status, answer.body]).toEqual([
      400,
      { success: false, message: 'Amount may have at most 2 decimals.' },
    ]);
  });

  it('accepts whole amounts and cents', async () => {
    const { token } = await t.newUser();
    for (const amount of [10, 10.5, 10.01, 1.1])
      expect(
        (
          await t.request('POST', '/api/usdt/request', {
            token,
            body: { type: 'deposit', amount, proof: '0xabc' },
          })
        ).status,
      ).toBe(200);
  });
});
