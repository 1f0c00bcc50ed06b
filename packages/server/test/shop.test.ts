/**
 * izi's own economy calls over real HTTP: buying a marketplace character, the iziShop cart,
 * checkout and orders, converting tokens; their validation, sessions, ownership, refusals, and
 * races (20 parallel purchases with iziDot for one; 20 parallel checkouts of the last item).
 */
import { createApiClient as createEconomyClient, isNotImplemented } from '@izi/api';
import { eq } from 'drizzle-orm';
import { failureOf, outcomeOf } from '@izi/api/testing/api-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopItems, users } from '../src/db/schema';
import { record } from '../src/services/ledger';
import { ledgerMismatches, startTestServer, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const economy = (token?: string) =>
  createEconomyClient({ baseUrl: `${t.url}/api`, getToken: () => token });

async function userIdOf(username: string) {
  const [row] = await t.server.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username));
  return row!.id;
}

/** Credits tokens straight into the ledger (a reward the contract has no call for). */
async function credit(username: string, tokenType: 'IZIDOM' | 'IZIDOT', amount: number) {
  await record(t.server.database.db, await userIdOf(username), [
    { transactionType: 'CREDIT', tokenType, amount, direction: 1, at: new Date() },
  ]);
}

const setStock = (id: number, stock: number) =>
  t.server.database.db.update(shopItems).set({ stock }).where(eq(shopItems.id, id));

describe('sessions and validation', () => {
  it('answers 401 to every economy call without a session', async () => {
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/marketplace/items/1/buy', { characterType: 'PETA' }],
      ['GET', '/api/izishop/cart'],
      ['PUT', '/api/izishop/cart/lines/1', { quantity: 1 }],
      ['DELETE', '/api/izishop/cart/lines/1'],
      ['POST', '/api/izishop/checkout'],
      ['GET', '/api/izishop/orders'],
      ['GET', '/api/wallet/conversion-rates'],
      ['POST', '/api/wallet/convert', { from: 'IZIDOL', to: 'IZIDOT', amount: 1 }],
    ];
    for (const [method, path, body] of calls) {
      const answer = await t.request(method, path, { body });
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body.message).toMatch(/Authentication required/);
    }
  });

  it('answers 400 with a message naming the field', async () => {
    const { token } = await t.newUser();
    const cases: [string, string, unknown, RegExp][] = [
      ['POST', '/api/marketplace/items/1/buy', { characterType: 'GAMMA' }, /characterType/],
      ['POST', '/api/marketplace/items/x/buy', { characterType: 'PETA' }, /Item id/],
      [
        'PUT',
        '/api/izishop/cart/lines/1',
        { quantity: 0 },
        /quantity must be a whole number from 1 to 99/,
      ],
      [
        'PUT',
        '/api/izishop/cart/lines/1',
        { quantity: 1.5 },
        /quantity must be a whole number from 1 to 99/,
      ],
      [
        'PUT',
        '/api/izishop/cart/lines/1',
        { quantity: 100 },
        /quantity must be a whole number from 1 to 99/,
      ],
      ['PUT', '/api/izishop/cart/lines/1', {}, /quantity is required/],
      ['DELETE', '/api/izishop/cart/lines/0', undefined, /Item id/],
      ['POST', '/api/wallet/convert', { from: 'IZIDOM', to: 'IZIDOT', amount: 1 }, /from/],
      ['POST', '/api/wallet/convert', { from: 'IZIDOL', to: 'IZIDOL', amount: 1 }, /different/],
      ['POST', '/api/wallet/convert', { from: 'IZIDOL', to: 'IZIDOT', amount: -2 }, /amount/],
      [
        'POST',
        '/api/wallet/convert',
        { from: 'IZIDOL', to: 'IZIDOT', amount: 1.001 },
        /2 decimals/,
      ],
      ['POST', '/api/wallet/convert', { from: 'IZIDOT', to: 'IZIDOL', amount: 0.5 }, /too small/],
    ];
    for (const [method, path, body, message] of cases) {
      const answer = await t.request(method, path, { token, body });
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    // The outcome calls carry success: false, as sell and upgrade do.
    const bad = await t.request('POST', '/api/wallet/convert', { token, body: { from: 'X' } });
    expect(bad.body.success).toBe(false);
  });

  it('answers 405 to another method on an economy path, never 404', async () => {
    const { token } = await t.newUser();
    const answer = await t.request('GET', '/api/izishop/checkout', { token });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('Allow')).toBe('POST');
  });
});

describe('buying a character', () => {
  it('debits iziDot and places a new character of the item in the chosen medallion', async () => {
    const { token } = await t.newUser();
    const client = t.client(token);
    const before = await client.getCharacters();
    const bought = await economy(token).buyCharacter(2, { characterType: 'BETA' });
    expect(bought).toMatchObject({
      success: true,
      message: 'Organic Farmer joined your BETA medallion.',
      character: {
        name: 'Organic Farmer',
        job: 'FARMER',
        characterType: 'BETA',
        knowledge: 50,
        experience: 0,
        energy: 100,
        happiness: 80,
      },
    });
    expect(bought.character!.baseRate).toBeGreaterThanOrEqual(12);
    expect(bought.character!.baseRate).toBeLessThanOrEqual(15);
    expect(await client.getCharacters()).toHaveLength(before.length + 1);
    expect((await client.getWallet()).iziDotBalance).toBe(200);
    expect((await client.getMedallions()).find((m) => m.type === 'BETA')!.characterCount).toBe(
      before.filter((c) => c.characterType === 'BETA').length + 1,
    );
    const [debit] = await client.getTransactions();
    expect(debit).toMatchObject({ transactionType: 'DEBIT', tokenType: 'IZIDOT', amount: 300 });
  });

  it('refuses a short balance, a full medallion and an item that is gone', async () => {
    const { token, username } = await t.newUser();
    const api = economy(token);
    expect(await failureOf(api.buyCharacter(11, { characterType: 'ALPHA' }))).toMatchObject({
      status: 400,
      message: 'Insufficient iziDot balance: this character costs 1,250 iziDot and you have 500.',
    });
    const gone = await failureOf(api.buyCharacter(999, { characterType: 'PETA' }));
    expect(gone).toMatchObject({
      status: 410,
      message: 'This character is no longer on the market.',
    });
    await credit(username, 'IZIDOT', 5000);
    const client = t.client(token);
    const peta = () => client.getMedallions().then((list) => list.find((m) => m.type === 'PETA')!);
    while ((await peta()).characterCount < 3) await api.buyCharacter(9, { characterType: 'PETA' });
    const full = await failureOf(api.buyCharacter(9, { characterType: 'PETA' }));
    expect(full).toMatchObject({
      status: 400,
      message: 'Your PETA medallion is full (3 of 3). Upgrade it to make room.',
    });
    // Upgraded, it has room again.
    await client.upgradeMedallion({ type: 'PETA', gender: 'F' });
    await api.buyCharacter(9, { characterType: 'PETA' });
    expect((await peta()).characterCount).toBe(4);
  });

  it('20 parallel purchases with iziDot for one: exactly one succeeds', async () => {
    const { token } = await t.newUser();
    const api = economy(token);
    // 500 iziDot; the Junior Programmer costs 450.
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        outcomeOf(api.buyCharacter(1, { characterType: i % 2 ? 'ATA' : 'ALPHA' })),
      ),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    for (const o of outcomes.filter((o) => !o.ok))
      expect(o).toMatchObject({
        status: 400,
        message: expect.stringMatching(/Insufficient iziDot/),
      });
    const client = t.client(token);
    expect((await client.getWallet()).iziDotBalance).toBe(50);
    expect(
      (await client.getTransactions()).filter((x) => x.transactionType === 'DEBIT'),
    ).toHaveLength(1);
    expect(await ledgerMismatches(t.server.database.db)).toEqual([]);
  });
});

describe('the cart, checkout and orders', () => {
  it('keeps each user their own cart, checks out, lowers the stock and records the order', async () => {
    const sara = await t.newUser();
    const omid = await t.newUser();
    await credit(sara.username, 'IZIDOM', 100);
    const api = economy(sara.token);
    const before = await t.client(sara.token).getShopItems();
    expect(await api.getCart()).toEqual({ lines: [], count: 0, totalDol: 0, totalDom: 0 });
    await api.setCartLine(3, { quantity: 2 });
    const cart = await api.setCartLine(6, { quantity: 1, payWithDiscount: true });
    expect(cart).toEqual({
      lines: [
        { itemId: 3, quantity: 2, payWithDiscount: false, priceDol: 119, costDom: 0 },
        { itemId: 6, quantity: 1, payWithDiscount: true, priceDol: 45, costDom: 10 },
      ],
      count: 3,
      totalDol: 164,
      totalDom: 10,
    });
    // Another user sees none of it, and cannot remove it.
    expect((await economy(omid.token).getCart()).lines).toEqual([]);
    await economy(omid.token).removeCartLine(3);
    expect((await api.getCart()).count).toBe(3);

    const done = await api.checkout();
    expect(done.message).toBe('Order placed: 3 items, pending delivery.');
    expect(done.order).toMatchObject({ state: 'pending delivery', totalDol: 164, totalDom: 10 });
    expect(await api.getCart()).toEqual({ lines: [], count: 0, totalDol: 0, totalDom: 0 });
    expect(await api.getOrders()).toEqual([done.order]);
    expect(await economy(omid.token).getOrders()).toEqual([]);
    const client = t.client(sara.token);
    expect(await client.getWallet()).toMatchObject({ iziDolBalance: 86, iziDomBalance: 90 });
    const debits = (await client.getTransactions()).filter((x) => x.transactionType === 'DEBIT');
    expect(debits.map((x) => [x.tokenType, x.amount]).sort()).toEqual([
      ['IZIDOL', 164],
      ['IZIDOM', 10],
    ]);
    const after = await client.getShopItems();
    expect(after.find((i) => i.id === 3)!.stock).toBe(before.find((i) => i.id === 3)!.stock - 2);
    expect(after.find((i) => i.id === 6)!.stock).toBe(before.find((i) => i.id === 6)!.stock - 1);
  });

  it('refuses more than the stock, a discount the item lacks, an empty cart, short balances', async () => {
    const { token } = await t.newUser();
    const api = economy(token);
    expect(await failureOf(api.setCartLine(5, { quantity: 1 }))).toMatchObject({
      status: 409,
      message: 'Running Sneakers is out of stock.',
    });
    expect(
      await failureOf(api.setCartLine(2, { quantity: 1, payWithDiscount: true })),
    ).toMatchObject({ status: 400, message: 'Smartwatch Pro has no discount.' });
    expect(await failureOf(api.setCartLine(77, { quantity: 1 }))).toMatchObject({ status: 410 });
    expect(await failureOf(api.checkout())).toMatchObject({
      status: 400,
      message: 'Your cart is empty.',
    });
    await api.setCartLine(2, { quantity: 2 }); // 498 iziDol, the balance is 250
    expect(await failureOf(api.checkout())).toMatchObject({
      status: 400,
      message: 'Insufficient iziDol balance for this order.',
    });
    await api.setCartLine(2, { quantity: 1 });
    // A pending withdrawal holds 100 of the 250 iziDol: the 249 of the watch cannot be paid.
    await t
      .client(token)
      .submitUsdtRequest({ type: 'withdrawal', amount: 100, address: `T${'B'.repeat(33)}` });
    expect(await failureOf(api.checkout())).toMatchObject({
      status: 400,
      message: expect.stringMatching(/100 iziDol are held by pending withdrawals/),
    });
    await api.setCartLine(1, { quantity: 1, payWithDiscount: true });
    await api.removeCartLine(2);
    expect(await failureOf(api.checkout())).toMatchObject({
      status: 400,
      message: 'Insufficient iziDom balance for this order.',
    });
    expect((await t.client(token).getWallet()).iziDolBalance).toBe(250);
  });

  it('20 parallel checkouts of the last item: exactly one sells it', async () => {
    await setStock(4, 1);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => t.newUser()));
    for (const buyer of buyers) await credit(buyer.username, 'IZIDOM', 0.01); // a ledger of each
    // Espresso Maker: 189 iziDol, every buyer has 250.
    for (const buyer of buyers) await economy(buyer.token).setCartLine(4, { quantity: 1 });
    const outcomes = await Promise.all(buyers.map((b) => outcomeOf(economy(b.token).checkout())));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    for (const o of outcomes.filter((o) => !o.ok))
      expect(o).toMatchObject({ status: 409, message: 'Espresso Maker is out of stock.' });
    const [item] = await t.server.database.db
      .select({ stock: shopItems.stock })
      .from(shopItems)
      .where(eq(shopItems.id, 4));
    expect(item!.stock).toBe(0);
    const wallets = await Promise.all(buyers.map((b) => t.client(b.token).getWallet()));
    expect(wallets.filter((w) => w.iziDolBalance === 61)).toHaveLength(1);
    expect(wallets.filter((w) => w.iziDolBalance === 250)).toHaveLength(19);
    expect(await ledgerMismatches(t.server.database.db)).toEqual([]);
  });
});

describe('converting tokens', () => {
  it('answers the rates of the rules', async () => {
    const { token } = await t.newUser();
    expect(await economy(token).getConversionRates()).toEqual({
      rates: [
        { from: 'IZIDOL', to: 'IZIDOT', rate: 100 },
        { from: 'IZIDOT', to: 'IZIDOL', rate: 0.01 },
      ],
    });
  });

  it('moves both balances at once and records two CONVERTs', async () => {
    const { token } = await t.newUser();
    const api = economy(token);
    expect(await api.convertTokens({ from: 'IZIDOL', to: 'IZIDOT', amount: 10.5 })).toEqual({
      success: true,
      message: 'Converted 10.5 iziDol into 1,050 iziDot.',
      from: 'IZIDOL',
      to: 'IZIDOT',
      amount: 10.5,
      received: 1050,
    });
    expect(await api.convertTokens({ from: 'IZIDOT', to: 'IZIDOL', amount: 150.55 })).toMatchObject(
      {
        received: 1.5,
      },
    );
    const client = t.client(token);
    expect(await client.getWallet()).toMatchObject({
      iziDolBalance: 241,
      iziDotBalance: 1399.45,
    });
    const converts = (await client.getTransactions()).filter(
      (x) => x.transactionType === 'CONVERT',
    );
    expect(converts).toHaveLength(4);
  });

  it('refuses more than the balance, and iziDol that pending withdrawals hold', async () => {
    const { token } = await t.newUser();
    const api = economy(token);
    expect(
      await failureOf(api.convertTokens({ from: 'IZIDOT', to: 'IZIDOL', amount: 501 })),
    ).toMatchObject({
      status: 400,
      message: 'Insufficient iziDot balance for this conversion.',
    });
    await t
      .client(token)
      .submitUsdtRequest({ type: 'withdrawal', amount: 200, address: `T${'B'.repeat(33)}` });
    expect(
      await failureOf(api.convertTokens({ from: 'IZIDOL', to: 'IZIDOT', amount: 60 })),
    ).toMatchObject({
      status: 400,
      message: expect.stringMatching(/200 iziDol are held/),
    });
    await api.convertTokens({ from: 'IZIDOL', to: 'IZIDOT', amount: 50 });
    expect((await t.client(token).getWallet()).iziDolBalance).toBe(200);
  });

  it('under parallel conversions both ways, no balance goes negative and each equals its ledger', async () => {
    const { token } = await t.newUser();
    const api = economy(token);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        outcomeOf(
          i % 2
            ? api.convertTokens({ from: 'IZIDOL', to: 'IZIDOT', amount: 40 })
            : api.convertTokens({ from: 'IZIDOT', to: 'IZIDOL', amount: 300 }),
        ),
      ),
    );
    expect(outcomes.filter((o) => !o.ok && (o.status ?? 500) >= 500)).toEqual([]);
    const wallet = await t.client(token).getWallet();
    expect(wallet.iziDolBalance).toBeGreaterThanOrEqual(0);
    expect(wallet.iziDotBalance).toBeGreaterThanOrEqual(0);
    // Value is kept: 1 iziDol = 100 iziDot both ways here (whole cents).
    expect(wallet.iziDolBalance * 100 + wallet.iziDotBalance).toBeCloseTo(250 * 100 + 500, 2);
    expect(await ledgerMismatches(t.server.database.db)).toEqual([]);
  });
});

describe('a backend without these calls', () => {
  it('is recognised by isNotImplemented (404 or 405), while a refusal is not', async () => {
    const { token } = await t.newUser();
    const elsewhere = createEconomyClient({
      baseUrl: `${t.url}/api/nothing`,
      getToken: () => token,
    });
    const missing = await failureOf(elsewhere.getCart());
    expect(isNotImplemented(missing)).toBe(true);
    const refused = await failureOf(economy(token).checkout());
    expect(isNotImplemented(refused)).toBe(false);
  });
});
