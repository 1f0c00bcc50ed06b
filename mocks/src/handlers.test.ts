import { coreCallNames as callNames, createApiClient, isUnauthorized } from '@izi/api';
import { failureOf } from '@izi/api/testing/api-errors';
import { describe, expect, it } from 'vitest';
import { createMockDb, salePriceOf } from './db';
import * as fixtures from './fixtures';
import { createHandlers, handlerMessages, mockTokenFor } from './handlers';
import { scenario } from './scenarios';
import { anonymous, BASE, client, invoke, TOKEN } from './test-setup';
import { setupMockServer } from './testing';

const { server, db } = setupMockServer();

describe('the success handlers', () => {
  it('answer every call from the fixtures', async () => {
    expect(await client.getWallet()).toEqual(fixtures.wallet);
    expect(await client.getCharacters()).toEqual(fixtures.characters);
    expect(await client.getTransactions()).toEqual(fixtures.transactions);
    expect(await client.getStats()).toEqual(fixtures.stats);
    expect(await client.getMarketplaceItems()).toEqual(fixtures.marketplaceItems);
    expect(await client.getShopItems()).toEqual(fixtures.shopItems);
    expect(await client.getMedallions()).toEqual(fixtures.medallions);
    expect(await client.analyzeCharacters()).toEqual({ analysis: fixtures.analysis });
  });

  it.each([
    ['no Accept-Language', undefined, 'en'],
    ['fa', 'fa', 'fa'],
    ['es-MX,es;q=0.9', 'es-MX,es;q=0.9', 'es'],
    ['en;q=0.3, ar', 'en;q=0.3, ar', 'ar'],
    ['an unknown language', 'de-DE', 'en'],
  ] as const)("answer the analysis in the request's language: %s", async (_, locale, expected) => {
    const localized = createApiClient({
      baseUrl: BASE,
      getToken: () => TOKEN,
      getLocale: () => locale,
    });
    expect(await localized.analyzeCharacters()).toEqual({ analysis: fixtures.analyses[expected] });
  });

  it('answer an analysis put in the state as it is, in every language', async () => {
    db.state.analysis = '### Custom\n* As it is.';
    const persian = createApiClient({
      baseUrl: BASE,
      getToken: () => TOKEN,
      getLocale: () => 'fa',
    });
    expect(await persian.analyzeCharacters()).toEqual({ analysis: '### Custom\n* As it is.' });
  });

  it('leave the XSS sample as it is in every language', async () => {
    server.use(scenario('analyzeCharacters', 'xss'));
    const persian = createApiClient({
      baseUrl: BASE,
      getToken: () => TOKEN,
      getLocale: () => 'fa',
    });
    expect(await persian.analyzeCharacters()).toEqual({ analysis: fixtures.xssAnalysis });
  });

  it('filter characters by ?type=', async () => {
    const alphas = await client.getCharacters('ALPHA');
    expect(alphas).toEqual(fixtures.characters.filter((c) => c.characterType === 'ALPHA'));
  });

  it('log in with any non-empty username and password', async () => {
    expect(await anonymous.login({ username: 'anyone', password: 'x' })).toEqual({
      token: mockTokenFor('anyone'),
    });
    const error = await failureOf(anonymous.login({ username: ' ', password: 'x' }));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: handlerMessages.badLogin });
  });

  it('sign up and verify without a token', async () => {
    const signup = { username: 'sara', email: 'sara@example.com', password: 'pw' };
    expect(await anonymous.signup(signup)).toEqual({
      success: true,
      message: handlerMessages.signedUp,
      email: 'sara@example.com',
    });
    expect(await anonymous.verifyEmail({ email: 'sara@example.com', code: '654321' })).toEqual({
      success: true,
      message: handlerMessages.verified,
    });
  });

  it('refuse a code that is not six digits', async () => {
    const error = await failureOf(anonymous.verifyEmail({ email: 'a@b.c', code: '12a456' }));
    expect(error).toMatchObject({ kind: 'rejected', message: handlerMessages.badCode });
  });

  it('answer 401 { message: "Unauthorized" } to every protected call without a token', async () => {
    const protectedCalls = callNames.filter(
      (call) =>
        ![
          'login',
          'signup',
          'verifyEmail',
          'resendCode',
          'forgotPassword',
          'resetPassword',
        ].includes(call),
    );
    expect(protectedCalls).toHaveLength(12); // the spec's eleven and izi's own logout
    for (const call of protectedCalls) {
      const error = await failureOf(invoke[call](anonymous));
      expect(isUnauthorized(error), call).toBe(true);
      expect(error.message).toBe('Unauthorized');
    }
  });

  it("logout ends the token's session as the server does; a new login starts it again", async () => {
    const sara = createApiClient({ baseUrl: BASE, getToken: () => mockTokenFor('sara') });
    await invoke.login(anonymous); // sara's session
    expect(await sara.logout()).toEqual({ success: true, message: handlerMessages.loggedOut });
    expect(db.isSessionEnded(mockTokenFor('sara'))).toBe(true);
    expect(isUnauthorized(await failureOf(sara.getWallet()))).toBe(true);
    expect(isUnauthorized(await failureOf(sara.logout()))).toBe(true);
    expect(await client.getWallet()).toEqual(fixtures.wallet); // another token lives on
    await invoke.login(anonymous);
    expect(await sara.getWallet()).toEqual(fixtures.wallet);
    expect(await sara.logout({ everywhere: true })).toEqual({
      success: true,
      message: handlerMessages.loggedOutEverywhere,
    });
    expect(isUnauthorized(await failureOf(sara.getStats()))).toBe(true);
  });

  it('refuse control characters in text, as the server does', async () => {
    const nul = await failureOf(anonymous.login({ username: 'sa\u0000ra', password: 'secret' }));
    expect(nul).toMatchObject({ status: 400, message: handlerMessages.badLogin });
    const proof = await client.submitUsdtRequest({ type: 'deposit', amount: 5, proof: 'a\n\tb' });
    expect(proof).toMatchObject({ success: true });
  });

  it('validate request bodies', async () => {
    const bad = { type: 'withdrawal', amount: 10, address: '' } as const;
    const error = await failureOf(client.submitUsdtRequest(bad));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: handlerMessages.badRequest });
  });
});

describe('mock mode keeps state', () => {
  it("selling removes the character, credits iziDot and lowers the week's income, seen by the next calls", async () => {
    const sold = fixtures.characters[0]!;
    const result = await client.sellCharacter(sold.id);
    expect(result).toEqual({
      success: true,
      message: `Character sold for ${salePriceOf(sold)} iziDot.`,
    });
    expect((await client.getCharacters()).map((c) => c.id)).not.toContain(sold.id);
    expect((await client.getWallet()).iziDotBalance).toBe(
      fixtures.wallet.iziDotBalance + salePriceOf(sold),
    );
    expect((await client.getTransactions())[0]?.transactionType).toBe('CHARACTER_SALE');
    expect(await client.getStats()).toEqual({
      sevenDayIncome: Math.round((fixtures.stats.sevenDayIncome - sold.baseRate * 7) * 100) / 100,
      totalValue: fixtures.stats.totalValue,
    });
    expect((await failureOf(client.sellCharacter(sold.id))).status).toBe(404);
  });

  it('an upgrade raises the star level and debits iziDol; refusals carry the message', async () => {
    const peta = fixtures.medallions.find((m) => m.type === 'PETA')!;
    await client.upgradeMedallion({ type: 'PETA', gender: 'M' });
    const after = (await client.getMedallions()).find((m) => m.type === 'PETA');
    expect(after).toMatchObject({ starLevel: peta.starLevel + 1, gender: 'M' });
    expect((await client.getWallet()).iziDolBalance).toBe(
      fixtures.wallet.iziDolBalance - peta.nextLevel!.price,
    );

    const max = await failureOf(client.upgradeMedallion({ type: 'ALPHA', gender: 'M' }));
    expect(max).toMatchObject({
      kind: 'http',
      status: 400,
      message: 'This medallion is already at the maximum level.',
    });
    const short = await failureOf(client.upgradeMedallion({ type: 'ATA', gender: 'M' }));
    expect(short.message).toBe('Insufficient iziDol balance for this upgrade.');
  });

  it('a USDT request adds a transaction and moves iziDol', async () => {
    await client.submitUsdtRequest({ type: 'deposit', amount: 40, proof: 'hash' });
    expect((await client.getTransactions())[0]).toMatchObject({
      transactionType: 'CREDIT',
      amount: 40,
    });
    expect((await client.getWallet()).iziDolBalance).toBe(fixtures.wallet.iziDolBalance + 40);
    expect(db.state.transactions).toHaveLength(fixtures.transactions.length + 1);
  });

  it('is reset between tests', async () => {
    expect(await client.getCharacters()).toEqual(fixtures.characters);
    expect(await client.getWallet()).toEqual(fixtures.wallet);
  });
});

describe('where the handlers listen', () => {
  it('match /api on any origin by default (page origin in the browser, localhost in Node)', async () => {
    for (const origin of ['http://localhost:6006', 'https://izi.example']) {
      const elsewhere = createApiClient({ baseUrl: `${origin}/api`, getToken: () => 't' });
      expect(await elsewhere.getStats()).toEqual(fixtures.stats);
    }
  });

  it('listen under another base URL when told, over the db they are given', async () => {
    const baseUrl = 'https://api.izi.example/v2';
    server.use(...createHandlers({ db: createMockDb({ characters: [] }), baseUrl }));
    const api = createApiClient({ baseUrl, getToken: () => 't' });
    expect(await api.getCharacters()).toEqual([]);
    expect(await client.getCharacters()).toEqual(fixtures.characters);
  });
});
