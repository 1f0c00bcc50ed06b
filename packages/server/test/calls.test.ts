/**
 * The signed-in calls through the contract's own client (which validates every answer against
 * the response schemas): successes, refusals, 401s, isolation between users, income and stats,
 * and the JSON 404/405 and single-page fallback around them.
 */
import {
  coreCallNames as callNames,
  calls,
  nextLevelOf,
  salePriceOf,
  type ApiClient,
} from '@izi/api';
import { rmSync } from 'node:fs';
import { failureOf } from '@izi/api/testing/api-errors';
import { marketplaceCatalog, medallionImagePath, shopCatalog } from '@izi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../src/seed';
import { DAY_MS, fakeAppDir, startTestServer, type TestServer } from './helpers';

let t: TestServer;
let demo: ApiClient;
let demoToken: string;
const appDir = fakeAppDir();

beforeAll(async () => {
  t = await startTestServer({ staticDir: appDir });
  demoToken = (await t.client().login({ username: DEMO_USERNAME, password: DEMO_PASSWORD })).token;
  demo = t.client(demoToken);
});
afterAll(async () => {
  await t?.close();
  rmSync(appDir, { recursive: true, force: true });
});

/** The path of a call with its parameter filled in. */
const pathOf = (name: (typeof callNames)[number]) => `/api${calls[name].path.replace(':id', '1')}`;

describe('every signed-in call refuses a request without a live session with 401', () => {
  const signedIn = callNames.filter((name) => calls[name].auth);

  it('covers the eleven signed-in calls of the contract and logout', () =>
    expect(signedIn).toHaveLength(12));

  it.each(signedIn)('%s', async (name) => {
    const { method } = calls[name];
    const cases: [string, Record<string, string>][] = [
      ['missing', {}],
      ['not bearer', { Authorization: `Basic ${demoToken}` }],
      ['malformed', { Authorization: 'Bearer not-a-token' }],
      ['unknown', { Authorization: `Bearer ${'A'.repeat(43)}` }],
    ];
    for (const [, headers] of cases) {
      const answer = await t.request(method, pathOf(name), { headers });
      expect(answer.status).toBe(401);
      expect(typeof answer.body.message).toBe('string');
    }
  });

  it('the auth calls of the way in need no session', () => {
    expect(callNames.filter((name) => !calls[name].auth)).toEqual([
      'login',
      'signup',
      'verifyEmail',
      'resendCode',
      'forgotPassword',
      'resetPassword',
    ]);
  });
});

describe('reads', () => {
  it('wallet: the three balances, equal to the ledger', async () => {
    const wallet = await demo.getWallet();
    expect(wallet.iziDolBalance).toBe(1350);
    expect(wallet.iziDomBalance).toBe(280);
    expect(wallet.iziDotBalance).toBeGreaterThan(6630);
  });

  it('characters: all, or one type; an unknown type is a 400', async () => {
    const all = await demo.getCharacters();
    expect(all).toHaveLength(9);
    expect(new Set(all.map((c) => c.job)).size).toBe(8);
    expect(new Set(all.map((c) => c.characterType))).toEqual(
      new Set(['PETA', 'BETA', 'ATA', 'ALPHA']),
    );
    const peta = await demo.getCharacters('PETA');
    expect(peta.map((c) => c.characterType)).toEqual(['PETA', 'PETA', 'PETA']);
    const bad = await t.request('GET', '/api/characters?type=GAMMA', { token: demoToken });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Unknown character type.' } });
  });

  it('transactions: newest first, a week of them, every type', async () => {
    const list = await demo.getTransactions();
    const times = list.map((x) => Date.parse(x.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(list.map((x) => x.transactionType))).toEqual(
      new Set(['CREDIT', 'DEBIT', 'CONVERT', 'MINT', 'CHARACTER_SALE', 'MEDALLION_UPGRADE']),
    );
    expect(list.every((x) => x.amount > 0)).toBe(true);
    const oldest = Math.min(...times);
    expect(Date.now() - oldest).toBeGreaterThan(7 * DAY_MS);
  });

  it('stats: seven days of income, and the total value at the documented rates', async () => {
    const [stats, wallet, characters] = await Promise.all([
      demo.getStats(),
      demo.getWallet(),
      demo.getCharacters(),
    ]);
    const daily = characters.reduce((sum, c) => sum + c.baseRate, 0);
    expect(stats.sevenDayIncome).toBeCloseTo(daily * 7, 2);
    const charactersDot = characters.reduce((sum, c) => sum + salePriceOf(c), 0);
    const expected =
      wallet.iziDolBalance * 1 +
      (wallet.iziDotBalance + charactersDot) * 0.01 +
      wallet.iziDomBalance * 0.05;
    expect(stats.totalValue).toBeCloseTo(expected, 2);
  });

  it('marketplace and shop items', async () => {
    const items = await demo.getMarketplaceItems();
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(new Set(items.map((i) => i.applicableJob)).size).toBe(10);
    const shop = await demo.getShopItems();
    expect(shop.some((i) => i.discountPriceDol !== null && i.discountCostDom !== null)).toBe(true);
    expect(shop.some((i) => i.stock === 0)).toBe(true);
  });

  it('seeds the catalogs of @izi/domain, the ones the mocks serve', async () => {
    expect(await demo.getMarketplaceItems()).toEqual(marketplaceCatalog);
    expect(await demo.getShopItems()).toEqual(shopCatalog);
  });

  it('medallions: one per type, with counts, images and the next level from the shared tiers', async () => {
    const medallions = await demo.getMedallions();
    expect(medallions.map((m) => [m.type, m.starLevel, m.gender, m.characterCount])).toEqual([
      ['PETA', 2, 'F', 3],
      ['BETA', 1, 'M', 2],
      ['ATA', 3, 'F', 2],
      ['ALPHA', 4, 'M', 2],
    ]);
    for (const m of medallions) {
      expect(m.imageUrl).toBe(medallionImagePath(m.type, m.starLevel, m.gender));
      expect(m.nextLevel).toEqual(nextLevelOf(m.type, m.starLevel));
    }
  });

  it('analysis: text in the ### / ## / * form about the user’s own characters', async () => {
    const { analysis } = await demo.analyzeCharacters();
    const lines = analysis.split('\n');
    expect(lines[0]).toMatch(/^### /);
    expect(lines.some((l) => l.startsWith('## '))).toBe(true);
    expect(lines.every((l) => /^(### |## |\* )/.test(l))).toBe(true);
    expect(analysis).toContain('Linus Byte');
  });
});

describe('income', () => {
  it('credits each character’s baseRate per whole day owned, once, as MINT transactions', async () => {
    const { token } = await t.newUser();
    const client = t.client(token);
    const characters = await client.getCharacters();
    const daily = characters.reduce((sum, c) => sum + c.baseRate, 0);
    const before = await client.getWallet();

    t.advance(DAY_MS / 2);
    expect(await client.getWallet()).toEqual(before); // half a day: nothing yet
    t.advance(2 * DAY_MS); // two and a half days owned: two whole days
    const answers = await Promise.all(Array.from({ length: 8 }, () => client.getWallet()));
    for (const wallet of answers)
      expect(wallet.iziDotBalance).toBeCloseTo(before.iziDotBalance + 2 * daily, 2);
    const mints = (await client.getTransactions()).filter((x) => x.transactionType === 'MINT');
    expect(mints).toHaveLength(2 * characters.length);
    expect((await client.getStats()).sevenDayIncome).toBeCloseTo(2 * daily, 2);
  });
});

describe('selling', () => {
  it('credits the character’s value in iziDot, removes it and records a CHARACTER_SALE', async () => {
    const { token } = await t.newUser();
    const client = t.client(token);
    const [character] = await client.getCharacters();
    const before = await client.getWallet();
    expect(await client.sellCharacter(character!.id)).toEqual({
      success: true,
      message: `Character sold for ${salePriceOf(character!)} iziDot.`,
    });
    expect((await client.getCharacters()).map((c) => c.id)).not.toContain(character!.id);
    const after = await client.getWallet();
    expect(after.iziDotBalance).toBeCloseTo(before.iziDotBalance + salePriceOf(character!), 2);
    const [latest] = await client.getTransactions();
    expect(latest).toMatchObject({
      transactionType: 'CHARACTER_SALE',
      tokenType: 'IZIDOT',
      amount: salePriceOf(character!),
    });
  });

  it('refuses an unknown, a sold or another user’s character with 404, and a bad id with 400', async () => {
    const alice = await t.newUser();
    const bob = await t.newUser();
    const [aliceCharacter] = await t.client(alice.token).getCharacters();
    const stolen = await failureOf(t.client(bob.token).sellCharacter(aliceCharacter!.id));
    expect([stolen.status, stolen.message]).toEqual([404, 'Character not found.']);
    expect(await t.client(alice.token).getCharacters()).toHaveLength(2);

    await t.client(alice.token).sellCharacter(aliceCharacter!.id);
    const again = await t.request('POST', `/api/characters/${aliceCharacter!.id}/sell`, {
      token: alice.token,
    });
    expect(again).toMatchObject({
      status: 404,
      body: { success: false, message: 'Character not found.' },
    });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999'])
      expect(
        await t.request('POST', `/api/characters/${id}/sell`, { token: alice.token }),
      ).toMatchObject({
        status: 400,
        body: { success: false, message: 'Character id must be a positive whole number.' },
      });
  });
});

describe('upgrading', () => {
  it('debits the next level’s price, raises the level, applies gender and capacity', async () => {
    const { token } = await t.newUser();
    const client = t.client(token);
    expect(await client.upgradeMedallion({ type: 'PETA', gender: 'F' })).toEqual({
      success: true,
      message: 'Medallion upgraded to 2 stars.',
    });
    const peta = (await client.getMedallions()).find((m) => m.type === 'PETA')!;
    expect(peta).toMatchObject({
      starLevel: 2,
      gender: 'F',
      capacity: 5,
      imageUrl: '/art/medallions/peta-2-f.svg',
      nextLevel: nextLevelOf('PETA', 2),
    });
    expect((await client.getWallet()).iziDolBalance).toBe(150);
    const [latest] = await client.getTransactions();
    expect(latest).toMatchObject({
      transactionType: 'MEDALLION_UPGRADE',
      tokenType: 'IZIDOL',
      amount: 100,
    });
  });

  it('refuses when the balance is short, and at level 4, with a message; nothing changes', async () => {
    const { token } = await t.newUser();
    const client = t.client(token);
    const short = await failureOf(client.upgradeMedallion({ type: 'ALPHA', gender: 'M' })); // 1500
    expect([short.status, short.message, short.kind]).toEqual([
      400,
      'Insufficient iziDol balance for this upgrade.',
      'http',
    ]);
    expect((await client.getWallet()).iziDolBalance).toBe(250);

    const max = await failureOf(demo.upgradeMedallion({ type: 'ALPHA', gender: 'F' }));
    expect([max.status, max.message]).toEqual([
      400,
      'This medallion is already at the maximum level.',
    ]);
    expect((await demo.getMedallions()).find((m) => m.type === 'ALPHA')).toMatchObject({
      starLevel: 4,
      gender: 'M',
    });
  });

  it('validates the body', async () => {
    for (const [body, message] of [
      [
        { type: 'GAMMA', gender: 'M' },
        'Invalid request: type must be one of PETA, BETA, ATA, ALPHA.',
      ],
      [{ type: 'PETA', gender: 'X' }, 'Invalid request: gender must be one of M, F.'],
      [{ type: 'PETA' }, 'Invalid request: gender is required.'],
      [[], 'Invalid request: body must be an object.'],
    ] as const)
      expect(
        await t.request('POST', '/api/medallions/upgrade', { token: demoToken, body }),
      ).toMatchObject({ status: 400, body: { success: false, message } });
  });
});

describe('USDT requests', () => {
  const tron = `T${'A'.repeat(33)}`;
  const eth = `0x${'ab'.repeat(20)}`;

  it('records a deposit and a withdrawal as pending; balances do not move', async () => {
    const { token } = await t.newUser();
    const client = t.client(token);
    expect(
      await client.submitUsdtRequest({ type: 'deposit', amount: 100, proof: '0xabc123' }),
    ).toEqual({
      success: true,
      message: 'Deposit request received. It is pending review.',
    });
    expect(
      await client.submitUsdtRequest({ type: 'withdrawal', amount: 100, address: tron }),
    ).toEqual({
      success: true,
      message: 'Withdrawal request received. It is pending review.',
    });
    await client.submitUsdtRequest({ type: 'withdrawal', amount: 150, address: eth });
    expect((await client.getWallet()).iziDolBalance).toBe(250);
    // 250 iziDol, 250 pending: nothing more can be withdrawn.
    const over = await failureOf(
      client.submitUsdtRequest({ type: 'withdrawal', amount: 1, address: eth }),
    );
    expect(over.message).toBe('Insufficient iziDol balance for this withdrawal.');
  });

  it('refuses what is not a valid request', async () => {
    const cases: [unknown, string][] = [
      [{ type: 'deposit', amount: 10 }, 'Invalid request: proof is required.'],
      [{ type: 'withdrawal', amount: 10 }, 'Invalid request: address is required.'],
      [{ type: 'loan', amount: 10 }, 'Invalid request: type must be deposit or withdrawal.'],
      [
        { type: 'deposit', amount: -5, proof: 'x' },
        'Invalid request: amount must be greater than 0.',
      ],
      [{ type: 'deposit', amount: '5', proof: 'x' }, 'Invalid request: amount must be a number.'],
      [{ type: 'deposit', amount: 0.5, proof: 'x' }, 'Amount must be between 1 and 100,000 USDT.'],
      [
        { type: 'deposit', amount: 100001, proof: 'x' },
        'Amount must be between 1 and 100,000 USDT.',
      ],
      [{ type: 'deposit', amount: 10.005, proof: 'x' }, 'Amount may have at most 2 decimals.'],
      [
        { type: 'deposit', amount: 10, proof: 'x'.repeat(501) },
        'Transaction proof must be at most 500 characters.',
      ],
      [
        { type: 'withdrawal', amount: 10, address: 'my wallet' },
        'Withdrawal address must be a USDT address',
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await t.request('POST', '/api/usdt/request', { token: demoToken, body });
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message).toContain(message);
    }
  });
});

describe('isolation', () => {
  it('each user sees and changes only their own data', async () => {
    const alice = await t.newUser();
    const bob = await t.newUser();
    const a = t.client(alice.token);
    const b = t.client(bob.token);
    await a.upgradeMedallion({ type: 'PETA', gender: 'F' });
    await a.submitUsdtRequest({ type: 'deposit', amount: 10, proof: 'alice-proof' });
    const aliceIds = (await a.getCharacters()).map((c) => c.id);
    const bobIds = (await b.getCharacters()).map((c) => c.id);
    expect(aliceIds.some((id) => bobIds.includes(id))).toBe(false);
    expect((await b.getMedallions()).find((m) => m.type === 'PETA')!.starLevel).toBe(1);
    expect((await b.getWallet()).iziDolBalance).toBe(250);
    expect((await b.getTransactions()).some((x) => x.transactionType === 'MEDALLION_UPGRADE')).toBe(
      false,
    );
    // Alice's pending withdrawal does not reduce what Bob may withdraw.
    const address = `0x${'cd'.repeat(20)}`;
    await a.submitUsdtRequest({ type: 'withdrawal', amount: 150, address });
    await b.submitUsdtRequest({ type: 'withdrawal', amount: 250, address });
    // Bob cannot sell Alice's character, and Alice still has both of hers.
    const [aliceCharacter] = await a.getCharacters();
    await expect(b.sellCharacter(aliceCharacter!.id)).rejects.toMatchObject({ status: 404 });
    expect(await a.getCharacters()).toHaveLength(2);
  });
});

describe('around the calls', () => {
  it('an unknown /api path is a JSON 404, never the app', async () => {
    for (const path of ['/api/nope', '/api', '/api/wallet/extra', '/api/characters/1/buy']) {
      const answer = await t.request('GET', path, { token: demoToken });
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toContain('application/json');
      expect(answer.body.message).toMatch(/^Not found: GET \/api/);
    }
  });

  it('a known path with another method is a JSON 405 with Allow', async () => {
    const answer = await t.request('DELETE', '/api/wallet', { token: demoToken });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET');
    expect(answer.body.message).toBe('Method DELETE is not allowed on /api/wallet.');
  });

  it('a body over 16 kB is refused with 413', async () => {
    const answer = await t.request('POST', '/api/auth/login', {
      raw: JSON.stringify({ username: 'x'.repeat(20_000), password: 'y' }),
    });
    expect(answer.status).toBe(413);
  });

  it('serves the app and falls back to its index.html for page paths', async () => {
    const index = await t.request('GET', '/');
    expect(index.status).toBe(200);
    expect(index.body).toContain('izi test app');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const deep = await t.request('GET', '/some/page');
    expect(deep.body).toContain('izi test app');
    const asset = await t.request('GET', '/assets/app-1234.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await t.request('GET', '/missing.png')).status).toBe(404);
  });

  it('every page path of the app is its index.html, with the headers of /', async () => {
    const headersOf = (headers: Headers) =>
      Object.fromEntries(
        [
          'content-type',
          'cache-control',
          'content-security-policy',
          'x-content-type-options',
          'x-frame-options',
          'referrer-policy',
        ].map((name) => [name, headers.get(name)]),
      );
    const root = await t.request('GET', '/');
    expect(root.headers.get('content-security-policy')).toContain("script-src 'self'");
    for (const path of [
      '/wallet',
      '/medallions/peta',
      '/shop',
      '/shop/cart',
      '/shop/cart/',
      '/marketplace?q=gold',
      '/characters',
      '/operator',
      '/a/page/the/app/does/not/know',
    ]) {
      const answer = await t.request('GET', path);
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
      expect(answer.body).toBe(root.body);
      expect({ path, headers: headersOf(answer.headers) }).toEqual({
        path,
        headers: headersOf(root.headers),
      });
      expect((await t.request('HEAD', path)).status).toBe(200);
    }
  });

  it("an /api path named like a page is the API's JSON 404, whatever the method", async () => {
    for (const [method, path] of [
      ['GET', '/api/shop/cart'],
      ['GET', '/api/medallions/peta'],
      ['GET', '/api/wallet/'],
      ['HEAD', '/api/marketplace'],
      ['POST', '/api/operator'],
    ] as const) {
      const answer = await t.request(method, path, { token: demoToken });
      expect({ method, path, status: answer.status }).toEqual({ method, path, status: 404 });
      expect(answer.headers.get('content-type')).toContain('application/json');
      expect(answer.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      if (method !== 'HEAD')
        expect(answer.body).toEqual({ message: `Not found: ${method} ${path}` });
    }
  });

  it('API answers are not cached and carry security headers', async () => {
    const answer = await t.request('GET', '/api/wallet', { token: demoToken });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
