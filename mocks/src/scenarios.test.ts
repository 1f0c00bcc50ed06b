import {
  authTexts,
  coreCallNames as callNames,
  extensionCallNames,
  isUnauthorized,
  skippedIn,
  type CoreCallName as CallName,
} from '@izi/api';
import { failureOf } from '@izi/api/testing/api-errors';
import { describe, expect, it } from 'vitest';
import * as fixtures from './fixtures';
import { handlerMessages, mockTokenFor } from './handlers';
import {
  handlersFor,
  scenario,
  scenarioMessages,
  scenarioNames,
  SLOW_THEN_SUCCESS_MS,
  type ScenarioName,
} from './scenarios';
import { createMockDb, dbMessages, salePriceOf } from './db';
import { anonymous, client, everyCallsScenarios, invoke } from './test-setup';
import { setupMockServer } from './testing';

const { server } = setupMockServer();

type Check = (call: CallName) => Promise<void>;

const successOf: Record<CallName, unknown> = {
  login: { token: mockTokenFor('sara') },
  signup: { success: true, message: handlerMessages.signedUp, email: 'sara@example.com' },
  verifyEmail: { success: true, message: handlerMessages.verified },
  getWallet: fixtures.wallet,
  getCharacters: fixtures.characters,
  getTransactions: fixtures.transactions,
  getStats: fixtures.stats,
  getMarketplaceItems: fixtures.marketplaceItems,
  getShopItems: fixtures.shopItems,
  sellCharacter: {
    success: true,
    message: `Character sold for ${salePriceOf(fixtures.characters[0]!)} iziDot.`,
  },
  submitUsdtRequest: { success: true, message: 'Deposit request received.' },
  analyzeCharacters: { analysis: fixtures.analysis },
  getMedallions: fixtures.medallions,
  upgradeMedallion: { success: true, message: 'Medallion upgraded to 3 stars.' },
  logout: { success: true, message: handlerMessages.loggedOut },
  resendCode: { success: true, message: authTexts.codeResent },
  forgotPassword: { success: true, message: authTexts.resetCodeSent },
  resetPassword: { success: true, message: authTexts.passwordReset },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether `promise` is still pending after `ms`, then what it resolves to and when. */
async function timed(promise: Promise<unknown>, ms: number) {
  const started = performance.now();
  const state = await Promise.race([
    promise.then(
      () => 'settled',
      () => 'settled',
    ),
    sleep(ms).then(() => 'pending'),
  ]);
  const value = await promise;
  return { state, value, elapsed: performance.now() - started };
}

/** What each scenario name claims, whichever call it belongs to. */
const generic: Record<string, Check> = {
  success: async (call) => {
    expect(await invoke[call](client)).toEqual(successOf[call]);
  },
  empty: async (call) => {
    expect(await invoke[call](client)).toEqual([]);
  },
  slow: async (call) => {
    const controller = new AbortController();
    const pending = invoke[call](client, { signal: controller.signal });
    const state = await Promise.race([
      pending.then(
        () => 'settled',
        () => 'settled',
      ),
      sleep(100).then(() => 'pending'),
    ]);
    expect(state).toBe('pending');
    controller.abort();
    expect((await failureOf(pending)).kind).toBe('aborted');
  },
  slowThenSuccess: async (call) => {
    // The table serves the default 800 ms; a shorter wait keeps 14 calls quick (the default has
    // its own test below).
    server.use(scenario(call, 'slowThenSuccess', { delayMs: 150 }));
    const { state, elapsed, value } = await timed(invoke[call](client), 50);
    expect(state).toBe('pending');
    expect(value).toEqual(successOf[call]);
    expect(elapsed).toBeGreaterThanOrEqual(145);
  },
  error: async (call) => {
    expect(await failureOf(invoke[call](client))).toMatchObject({
      kind: 'http',
      status: 500,
      message: scenarioMessages.serverError,
    });
  },
  errorNoMessage: async (call) => {
    expect(await failureOf(invoke[call](client))).toMatchObject({
      kind: 'http',
      status: 503,
      message: 'Service Unavailable',
    });
  },
  networkError: async (call) => {
    expect((await failureOf(invoke[call](client))).kind).toBe('network');
  },
  unreadable: async (call) => {
    const error = await failureOf(invoke[call](client));
    expect(error).toMatchObject({ kind: 'schema', status: 200, call });
    expect(error.message).toBe(`${call}: invalid response: not JSON`);
  },
  unauthorized: async (call) => {
    const error = await failureOf(invoke[call](client));
    expect(isUnauthorized(error)).toBe(true);
    expect(error.message).toBe('Unauthorized');
  },
  noContent: async (call) => {
    expect(await invoke[call](client)).toBeUndefined();
  },
  // Another backend's way of writing the same answer (dialect.test.ts checks it field by field):
  // the client reads it, leaving out the one unreadable item of a list.
  dialect: async (call) => {
    const answer = await invoke[call](client);
    expect(skippedIn(answer)).toBe(Array.isArray(answer) ? 1 : 0);
    expect(answer).toBeTruthy();
  },
};

/** The special scenarios, and what they claim. */
const special: { [C in CallName]?: Partial<Record<ScenarioName<C>, Check>> } = {
  getTransactions: {
    oldestFirst: async () => {
      const times = (await client.getTransactions()).map((transaction) => transaction.timestamp);
      const all = fixtures.transactions.map((transaction) => transaction.timestamp);
      expect(times).toEqual([...all].sort());
      expect(times[0]).not.toBe(all[0]);
    },
  },
  login: {
    needsVerification: async () => {
      const error = await failureOf(invoke.login(client));
      expect(error).toMatchObject({ kind: 'http', status: 403 });
      expect(error.message).toContain('verify your email');
      expect(error.message.split('email: ').at(-1)).toBe('someone@example.com');
    },
    invalidCredentials: async () => {
      const error = await failureOf(invoke.login(client));
      expect(error).toMatchObject({ status: 401, message: scenarioMessages.invalidCredentials });
    },
  },
  signup: {
    failure: async () => {
      const error = await failureOf(invoke.signup(client));
      expect(error).toMatchObject({ kind: 'rejected', message: scenarioMessages.signupFailure });
    },
  },
  verifyEmail: {
    wrongCode: async () => {
      const error = await failureOf(invoke.verifyEmail(client));
      expect(error).toMatchObject({ kind: 'rejected', message: scenarioMessages.wrongCode });
    },
  },
  resendCode: {
    tooMany: async () => {
      const error = await failureOf(invoke.resendCode(client));
      expect(error).toMatchObject({ status: 429 });
      expect(error.message).toMatch(/^Too many codes were asked for/);
    },
    notAvailable: async () => {
      expect(await failureOf(invoke.resendCode(client))).toMatchObject({ status: 404 });
    },
  },
  forgotPassword: {
    tooMany: async () => {
      expect(await failureOf(invoke.forgotPassword(client))).toMatchObject({ status: 429 });
    },
    notAvailable: async () => {
      expect(await failureOf(invoke.forgotPassword(client))).toMatchObject({ status: 404 });
    },
  },
  resetPassword: {
    wrongCode: async () => {
      const error = await failureOf(invoke.resetPassword(client));
      expect(error).toMatchObject({ status: 400, message: authTexts.badResetCode });
    },
    tooManyWrongCodes: async () => {
      const error = await failureOf(invoke.resetPassword(client));
      expect(error).toMatchObject({ status: 400, message: authTexts.tooManyResetCodes });
    },
    notAvailable: async () => {
      expect(await failureOf(invoke.resetPassword(client))).toMatchObject({ status: 404 });
    },
  },
  analyzeCharacters: {
    xss: async () => {
      const { analysis } = await client.analyzeCharacters();
      expect(analysis).toBe(fixtures.xssAnalysis);
      expect(analysis).toContain('<script>alert(1)</script>');
    },
  },
  upgradeMedallion: {
    insufficientBalance: async () => {
      const error = await failureOf(invoke.upgradeMedallion(client));
      expect(error).toMatchObject({ status: 400, message: dbMessages.insufficientForUpgrade });
    },
    maxLevel: async () => {
      const error = await failureOf(invoke.upgradeMedallion(client));
      expect(error).toMatchObject({ status: 400, message: dbMessages.maxLevel });
    },
  },
};

const table = callNames.flatMap((call) =>
  scenarioNames[call].map((name: string) => ({ call, name })),
);

describe('every scenario of every call does what its name says', () => {
  it.each(table)('$call: $name', async ({ call, name }) => {
    const bySpecial: Record<string, Check | undefined> = special[call] ?? {};
    const check = bySpecial[name] ?? generic[name];
    if (!check) throw new Error(`no expectation written for ${call}: ${name}`);
    server.use(scenario(call, name as ScenarioName<typeof call>));
    await check(call);
  });

  it('every call has success, slow, slowThenSuccess, error, errorNoMessage, networkError and unreadable', () => {
    for (const call of callNames) {
      expect(scenarioNames[call]).toEqual(expect.arrayContaining([...everyCallsScenarios]));
    }
  });

  it('slowThenSuccess loads for about 800 ms by default, then answers success', async () => {
    expect(SLOW_THEN_SUCCESS_MS).toBe(800);
    server.use(scenario('getWallet', 'slowThenSuccess'));
    const { state, elapsed, value } = await timed(client.getWallet(), 700);
    expect(state).toBe('pending');
    expect(value).toEqual(fixtures.wallet);
    expect(elapsed).toBeGreaterThanOrEqual(795);
  });

  it('slowThenSuccess answers from the shared db, and still refuses a missing token', async () => {
    const db = createMockDb();
    server.resetHandlers(...handlersFor({ sellCharacter: 'slowThenSuccess' }, { db }));
    const sold = fixtures.characters[0]!;
    expect(await client.sellCharacter(sold.id)).toEqual({
      success: true,
      message: `Character sold for ${salePriceOf(sold)} iziDot.`,
    });
    expect(db.characters().map((c) => c.id)).not.toContain(sold.id);
    server.use(scenario('getStats', 'slowThenSuccess', { delayMs: 10 }));
    expect(isUnauthorized(await failureOf(anonymous.getStats()))).toBe(true);
  });

  it('every list call has empty, and the special scenarios exist', () => {
    const lists = [
      'getCharacters',
      'getTransactions',
      'getMarketplaceItems',
      'getShopItems',
      'getMedallions',
    ] as const;
    for (const call of lists) expect(scenarioNames[call]).toContain('empty');
    expect(scenarioNames.login).toContain('needsVerification');
    expect(scenarioNames.signup).toContain('failure');
    expect(scenarioNames.verifyEmail).toContain('wrongCode');
    expect(scenarioNames.upgradeMedallion).toContain('insufficientBalance');
    expect(scenarioNames.getMedallions).toContain('error');
  });
});

describe('scenario()', () => {
  it('refuses a name the call does not have', () => {
    const name = 'empty' as ScenarioName<'getCharacters'>;
    expect(() => scenario('getCharacters', name)).not.toThrow();
    expect(() => scenario('getWallet', name as never)).toThrow(
      'getWallet has no scenario named "empty"',
    );
  });
});

describe('handlersFor()', () => {
  it('puts the chosen scenarios first, then success for every other call', () => {
    const handlers = handlersFor({ getWallet: 'slow', login: 'needsVerification' });
    // The 15 calls and the three of the way back in, then izi's own economy calls (their success).
    expect(handlers).toHaveLength(18 + extensionCallNames.length);
    expect(
      handlers.map((h) => `${String(h.info.method)} ${String(h.info.path)}`).slice(0, 3),
    ).toEqual(['POST */api/auth/login', 'GET */api/wallet', 'POST */api/auth/signup']);
  });

  it('serves the chosen scenarios and success for the rest', async () => {
    server.resetHandlers(...handlersFor({ getWallet: 'error', login: 'needsVerification' }));
    expect((await failureOf(client.getWallet())).status).toBe(500);
    expect((await failureOf(invoke.login(client))).status).toBe(403);
    expect(await client.getStats()).toEqual(fixtures.stats);
  });

  it('shares one db between its handlers', async () => {
    const db = createMockDb();
    server.resetHandlers(...handlersFor({}, { db }));
    await client.sellCharacter(101);
    expect(db.characters().map((c) => c.id)).not.toContain(101);
    expect((await client.getCharacters()).map((c) => c.id)).not.toContain(101);
  });
});
