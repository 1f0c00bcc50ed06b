/** Signup, verification, login and sessions: every success and every refusal. */
import { AUTH_TOKEN_STORAGE_KEY, isUnauthorized } from '@izi/api';
import { failureOf, outcomeOf } from '@izi/api/testing/api-errors';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../src/auth/secrets';
import { loginFailures, sessions, users } from '../src/db/schema';
import { pruneExpired } from '../src/services/auth';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_USERNAME } from '../src/seed';
import { eq } from 'drizzle-orm';
import { codeFrom, startTestServer, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

describe('signup', () => {
  it('creates an account, answers the email and prints a 6-digit code to the log', async () => {
    const answer = await t
      .client()
      .signup({ username: 'Alice_1', email: 'Alice@Example.com', password: 'correct horse' });
    expect(answer).toEqual({
      success: true,
      message: 'Signup successful. We sent a 6-digit verification code to your email.',
      email: 'alice@example.com',
    });
    expect(codeFrom(t.log.lines, 'alice@example.com')).toMatch(/^\d{6}$/);
    const [row] = await t.server.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'alice@example.com'));
    expect(row?.hash).toMatch(/^scrypt\$\d+\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(row?.hash).not.toContain('correct horse');
  });

  it.each([
    [{ username: 'ab', email: 'a@b.co', password: 'longenough' }, 'Username must be 3 to 32'],
    [{ username: 'has space', email: 'a@b.co', password: 'longenough' }, 'Username must be'],
    [{ username: 'bob', email: 'bob@nodot', password: 'longenough' }, 'valid email'],
    [{ username: 'bob', email: 'bob@example.com', password: 'short' }, 'at least 8 characters'],
    [
      { username: 'bob', email: 'bob@example.com', password: 'x'.repeat(300) },
      'at most 256 characters',
    ],
  ])('refuses %j with a message', async (body, message) => {
    const error = await failureOf(t.client().signup(body));
    expect(error.status).toBe(400);
    expect(error.message).toContain(message);
  });

  it('refuses a taken username (in any case) and a taken email with 409', async () => {
    await t
      .client()
      .signup({ username: 'carol', email: 'carol@example.com', password: 'password1' });
    const byName = await failureOf(
      t.client().signup({ username: 'CAROL', email: 'other@example.com', password: 'password1' }),
    );
    expect([byName.status, byName.message]).toEqual([409, 'That username is already taken.']);
    const byEmail = await failureOf(
      t.client().signup({ username: 'carol2', email: 'CAROL@example.com', password: 'password1' }),
    );
    expect([byEmail.status, byEmail.message]).toEqual([
      409,
      'An account with this email already exists.',
    ]);
  });

  it('answers a body that breaks the contract with 400, success false and a message', async () => {
    const missing = await t.request('POST', '/api/auth/signup', { body: { username: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      success: false,
      message: 'Invalid request: email is required; password is required.',
    });
    const notJson = await t.request('POST', '/api/auth/signup', { raw: '{nope' });
    expect(notJson.body).toEqual({
      success: false,
      message: 'The request body is not valid JSON.',
    });
    const empty = await t.request('POST', '/api/auth/signup', { raw: '' });
    expect(empty.body.message).toBe('The request needs a JSON body.');
  });

  it('gives a new account the starter pack', async () => {
    const { token } = await t.newUser();
    const client = t.client(token);
    expect(await client.getWallet()).toEqual({
      iziDolBalance: 250,
      iziDotBalance: 500,
      iziDomBalance: 0,
    });
    const characters = await client.getCharacters();
    expect(characters.map((c) => c.characterType)).toEqual(['PETA', 'BETA']);
    const medallions = await client.getMedallions();
    expect(medallions.map((m) => [m.type, m.starLevel, m.capacity, m.characterCount])).toEqual([
      ['PETA', 1, 3, 1],
      ['BETA', 1, 3, 1],
      ['ATA', 1, 3, 0],
      ['ALPHA', 1, 3, 0],
    ]);
    const transactions = await client.getTransactions();
    expect(transactions.map((x) => [x.transactionType, x.tokenType, x.amount]).sort()).toEqual([
      ['CREDIT', 'IZIDOL', 250],
      ['CREDIT', 'IZIDOT', 500],
    ]);
  });
});

describe('verification', () => {
  it('verifies with the printed code, then says so again without failing', async () => {
    await t.client().signup({ username: 'dave', email: 'dave@example.com', password: 'password1' });
    const code = codeFrom(t.log.lines, 'dave@example.com');
    expect(await t.client().verifyEmail({ email: 'dave@example.com', code })).toEqual({
      success: true,
      message: 'Email verified. You can now log in.',
    });
    expect(await t.client().verifyEmail({ email: 'DAVE@example.com', code })).toEqual({
      success: true,
      message: 'Your email is already verified. You can log in.',
    });
  });

  it('refuses a wrong code, an unknown email, a malformed code, and a code past its expiry', async () => {
    await t.client().signup({ username: 'erin', email: 'erin@example.com', password: 'password1' });
    const code = codeFrom(t.log.lines, 'erin@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await failureOf(t.client().verifyEmail({ email: 'erin@example.com', code: wrong }));
    expect([bad.status, bad.message, bad.kind]).toEqual([
      400,
      'Invalid or expired verification code.',
      'http',
    ]);
    const unknown = await failureOf(
      t.client().verifyEmail({ email: 'nobody@example.com', code: '123456' }),
    );
    expect(unknown.message).toBe('Invalid or expired verification code.');
    const malformed = await t.request('POST', '/api/auth/verify-email', {
      body: { email: 'erin@example.com', code: '12ab' },
    });
    expect(malformed.body).toEqual({
      success: false,
      message: 'Invalid request: code must be 6 digits.',
    });

    t.advance(16 * 60_000); // the code lives 15 minutes
    const expired = await failureOf(t.client().verifyEmail({ email: 'erin@example.com', code }));
    expect(expired.message).toBe('Invalid or expired verification code.');
  });

  it('stops accepting guesses after five wrong codes', async () => {
    await t.client().signup({ username: 'fay', email: 'fay@example.com', password: 'password1' });
    const code = codeFrom(t.log.lines, 'fay@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await failureOf(t.client().verifyEmail({ email: 'fay@example.com', code: wrong }));
    const error = await failureOf(t.client().verifyEmail({ email: 'fay@example.com', code }));
    expect(error.message).toBe('Too many wrong codes. Log in again to get a new code.');
  });
});

describe('login', () => {
  it('signs in the demo account by username or by email', async () => {
    const byName = await t.client().login({ username: DEMO_USERNAME, password: DEMO_PASSWORD });
    expect(byName.token).toMatch(/^[\w-]{43}$/);
    const byEmail = await t
      .client()
      .login({ username: DEMO_EMAIL.toUpperCase(), password: DEMO_PASSWORD });
    expect(byEmail.token).not.toBe(byName.token);
    expect(AUTH_TOKEN_STORAGE_KEY).toBe('authToken'); // what the app stores the token under
  });

  it('stores only a hash of the token, with an expiry', async () => {
    const { token } = await t.client().login({ username: DEMO_USERNAME, password: DEMO_PASSWORD });
    const rows = await t.server.database.db.select().from(sessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    const mine = rows.find((row) => row.tokenHash === sha256(token));
    expect(mine).toBeDefined();
    expect(mine!.expiresAt.getTime() - mine!.createdAt.getTime()).toBe(7 * 24 * 3600 * 1000);
  });

  it('refuses a wrong password and an unknown user with 401 and one message', async () => {
    const wrong = await failureOf(t.client().login({ username: 'demo', password: 'nope-nope' }));
    const unknown = await failureOf(t.client().login({ username: 'ghost', password: 'nope-nope' }));
    for (const error of [wrong, unknown]) {
      expect(error.status).toBe(401);
      expect(error.message).toBe('Invalid username or password.');
      // The app ends a session on a 401 except from login: a failed login is not a lost session.
      expect(isUnauthorized(error) && error.call).toBe('login');
    }
  });

  it('refuses an unverified account with the message the app parses, and prints a new code when needed', async () => {
    await t.client().signup({ username: 'gus', email: 'Gus@Example.com', password: 'password1' });
    const error = await failureOf(t.client().login({ username: 'gus', password: 'password1' }));
    expect(error.status).toBe(403);
    expect(error.message).toContain('verify your email');
    expect(error.message).toMatch(/email: gus@example\.com$/);
    // The app takes the address after "email: ".
    expect(error.message.split('email: ').pop()).toBe('gus@example.com');

    const codes = () => t.log.lines.filter((line) => line.includes('code for gus@example.com'));
    expect(codes()).toHaveLength(1); // the signup's code is still valid: no new one
    t.advance(20 * 60_000);
    await failureOf(t.client().login({ username: 'gus', password: 'password1' }));
    expect(codes()).toHaveLength(2);
    const code = codeFrom(t.log.lines, 'gus@example.com');
    await t.client().verifyEmail({ email: 'gus@example.com', code });
    expect((await t.client().login({ username: 'gus', password: 'password1' })).token).toBeTruthy();
  });

  it('refuses a login body without a password with 400', async () => {
    const answer = await t.request('POST', '/api/auth/login', { body: { username: 'demo' } });
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'Invalid request: password is required.' },
    });
    const blank = await t.request('POST', '/api/auth/login', {
      body: { username: '  ', password: 'x' },
    });
    expect(blank.body.message).toBe('Invalid request: username must not be empty.');
  });
});

describe('sessions', () => {
  it('and spent login failures are pruned once expired', async () => {
    const { token } = await t.client().login({ username: DEMO_USERNAME, password: DEMO_PASSWORD });
    await failureOf(t.client().login({ username: 'prune-me', password: 'wrong-password' }));
    t.advance(8 * 24 * 3600 * 1000);
    await pruneExpired(t.server.context);
    const left = await t.server.database.db.select().from(sessions);
    expect(left.some((row) => row.tokenHash === sha256(token))).toBe(false);
    const failures = await t.server.database.db.select().from(loginFailures);
    expect(failures.some((row) => row.key === 'account:prune-me')).toBe(false);
  });

  it('expire after seven days', async () => {
    const { token } = await t.client().login({ username: DEMO_USERNAME, password: DEMO_PASSWORD });
    expect(await t.client(token).getWallet()).toBeTruthy();
    t.advance(7 * 24 * 3600 * 1000 + 1000);
    const error = await failureOf(t.client(token).getWallet());
    expect([error.status, error.message]).toEqual([
      401,
      'Your session has expired. Please log in again.',
    ]);
    // Gone for good, even if the clock were turned back.
    expect(await failureOf(t.client(token).getWallet())).toMatchObject({ status: 401 });
  });
});

describe('the log', () => {
  it('never holds a password or a token', async () => {
    const password = 'Sup3r-secret-pass';
    const { token } = await (async () => {
      await t.client().signup({ username: 'hal', email: 'hal@example.com', password });
      await t.client().verifyEmail({
        email: 'hal@example.com',
        code: codeFrom(t.log.lines, 'hal@example.com'),
      });
      return t.client().login({ username: 'hal', password });
    })();
    await t.client(token).getWallet();
    await failureOf(t.client().login({ username: 'hal', password: `${password}!` }));
    const all = t.log.lines.join('\n');
    expect(all).toContain('POST /api/auth/login');
    expect(all).not.toContain(password);
    expect(all).not.toContain(token);
    expect(all).not.toContain(DEMO_PASSWORD);
  });
});

describe('throttling', () => {
  const minutes = (n: number) => n * 60_000;
  const throttle = (account: [number, number], address: [number, number]) => ({
    windowMs: minutes(15),
    account: { slowAfter: account[0], refuseAfter: account[1] },
    address: { slowAfter: address[0], refuseAfter: address[1] },
    delayStepMs: 100,
    maxDelayMs: 250,
    lockMs: minutes(15),
  });

  describe('per account', () => {
    const waits: number[] = [];
    let s: TestServer;
    beforeAll(async () => {
      s = await startTestServer({
        rules: { throttle: throttle([2, 5], [100, 200]) },
        sleep: async (ms) => {
          waits.push(ms);
        },
      });
    });
    afterAll(() => s?.close());
    beforeEach(() => {
      waits.length = 0;
    });

    it('slows repeated failures, then refuses the account for a while, right password or not', async () => {
      const attempt = (password: string) =>
        failureOf(s.client().login({ username: 'demo', password }));
      for (let i = 0; i < 5; i++) expect((await attempt('wrong-password')).status).toBe(401);
      expect(waits).toEqual([100, 200, 250]); // after the 2nd, 3rd and 4th failures
      const refused = await attempt(DEMO_PASSWORD);
      expect([refused.status, refused.message]).toEqual([
        429,
        'Too many failed login attempts. Try again in 15 minutes.',
      ]);
      s.advance(minutes(16));
      expect(
        (await s.client().login({ username: 'demo', password: DEMO_PASSWORD })).token,
      ).toBeTruthy();
    });

    it('forgets the failures of an account after a success', async () => {
      const user = await s.newUser();
      const fail = () =>
        failureOf(s.client().login({ username: user.username, password: 'wrong-password' }));
      await fail();
      await s.client().login({ username: user.username, password: user.password });
      waits.length = 0;
      await fail();
      await fail();
      await s.client().login({ username: user.username, password: user.password });
      expect(waits).toEqual([100]); // two failures since the success, not three
    });
  });

  describe('parallel attempts', () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startTestServer({
        rules: { throttle: throttle([3, 10], [20, 25]) },
        sleep: async () => {},
      });
    });
    afterAll(() => s?.close());
    // Each test starts in a new window, with no lock left by another.
    beforeEach(() => s.advance(minutes(16)));

    const statuses = (attempts: Promise<unknown>[]) =>
      Promise.all(
        attempts.map(async (attempt) => {
          const outcome = await outcomeOf(attempt);
          return outcome.ok ? 200 : (outcome.status ?? 0);
        }),
      );
    const count = (all: number[], status: number) => all.filter((s) => s === status).length;

    it('count one by one: no more than the limit of 30 parallel wrong passwords are checked', async () => {
      const all = await statuses(
        Array.from({ length: 30 }, () =>
          s.client().login({ username: DEMO_USERNAME, password: 'wrong-password' }),
        ),
      );
      expect(count(all, 401)).toBeGreaterThan(0);
      expect(count(all, 401)).toBeLessThanOrEqual(10);
      expect(count(all, 429)).toBe(30 - count(all, 401));
      const refused = await failureOf(
        s.client().login({ username: DEMO_USERNAME, password: DEMO_PASSWORD }),
      );
      expect(refused.status).toBe(429);
      // Refused attempts count nothing, against the address either.
      const rows = await s.server.database.db.select().from(loginFailures);
      expect(rows.find((row) => row.key.startsWith('address:'))?.failures).toBe(count(all, 401));
      // Once the lock is over, a success counts nothing against the address.
      s.advance(minutes(16));
      await s.client().login({ username: DEMO_USERNAME, password: DEMO_PASSWORD });
      const after = await s.server.database.db.select().from(loginFailures);
      expect(after.find((row) => row.key.startsWith('address:'))?.failures).toBe(0);
    });

    it('count one by one per address too, across accounts', async () => {
      const all = await statuses(
        Array.from({ length: 40 }, (_, i) =>
          s.client().login({ username: `parallel${i}`, password: 'wrong-password' }),
        ),
      );
      expect(count(all, 401)).toBeGreaterThan(0);
      expect(count(all, 401)).toBeLessThanOrEqual(25);
      expect(count(all, 429)).toBe(40 - count(all, 401));
    });
  });

  it('refuses an address after many failures across accounts', async () => {
    const s = await startTestServer({
      rules: { throttle: throttle([100, 200], [100, 4]) },
      sleep: async () => {},
    });
    try {
      for (let i = 0; i < 4; i++)
        await failureOf(s.client().login({ username: `nobody${i}`, password: 'wrong-password' }));
      const refused = await failureOf(
        s.client().login({ username: 'demo', password: DEMO_PASSWORD }),
      );
      expect(refused.status).toBe(429);
    } finally {
      await s.close();
    }
  });
});
