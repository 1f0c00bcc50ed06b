import {
  createApiClient,
  extensionCallNames,
  isNotImplemented,
  type ApiClient,
  type ExtensionCallName,
} from '@izi/api';
import { failureOf } from '@izi/api/testing/api-errors';
import { describe, expect, it } from 'vitest';
import { createMockDb } from './db';
import { extensionMessages } from './extension-route';
import { extensionScenario, extensionScenarioNames } from './extension-scenarios';
import { scenarioMessages } from './failure-texts';
import { checkout, setCartLine } from './shop/cart';
import { convert } from './wallet/conversion';
import { BASE, client, everyCallsScenarios, TOKEN } from './test-setup';
import { setupMockServer } from './testing';

const { server, db } = setupMockServer();

const economy = createApiClient({ baseUrl: BASE, getToken: () => TOKEN });
const anonymousEconomy = createApiClient({ baseUrl: BASE });

/** One valid invocation of each economy call. */
const invoke: Record<ExtensionCallName, (api: ApiClient) => Promise<unknown>> = {
  buyCharacter: (api) => api.buyCharacter(9, { characterType: 'BETA' }),
  getCart: (api) => api.getCart(),
  setCartLine: (api) => api.setCartLine(1, { quantity: 1 }),
  removeCartLine: (api) => api.removeCartLine(1),
  checkout: (api) => api.checkout(),
  getOrders: (api) => api.getOrders(),
  getConversionRates: (api) => api.getConversionRates(),
  convertTokens: (api) => api.convertTokens({ from: 'IZIDOL', to: 'IZIDOT', amount: 1 }),
  getAccount: (api) => api.getAccount(),
  getUsdtRequests: (api) => api.getUsdtRequests(),
  getOperatorUsdtRequests: (api) => api.getOperatorUsdtRequests('pending'),
  approveUsdtRequest: (api) => api.approveUsdtRequest(212),
  rejectUsdtRequest: (api) => api.rejectUsdtRequest(211, { reason: 'Unknown address.' }),
  getOperatorOrders: (api) => api.getOperatorOrders(),
  deliverOrder: (api) => api.deliverOrder(31),
  cancelOrder: (api) => api.cancelOrder(31, { reason: 'Out of stock.' }),
  getOperatorAudit: (api) => api.getOperatorAudit(),
};

describe('the economy success handlers', () => {
  it('buy a character: iziDot debited, the character in its medallion, a DEBIT recorded', async () => {
    const before = db.state.wallet.iziDotBalance;
    const count = db.state.medallions.find((m) => m.type === 'BETA')!.characterCount;
    const bought = await economy.buyCharacter(2, { characterType: 'BETA' });
    expect(bought).toMatchObject({
      success: true,
      message: 'Organic Farmer joined your BETA medallion.',
      character: { name: 'Organic Farmer', job: 'FARMER', characterType: 'BETA' },
    });
    expect((await client.getWallet()).iziDotBalance).toBe(before - 300);
    expect((await client.getMedallions()).find((m) => m.type === 'BETA')!.characterCount).toBe(
      count + 1,
    );
    expect((await client.getCharacters()).at(-1)).toEqual(bought.character);
    expect((await client.getTransactions())[0]).toMatchObject({
      transactionType: 'DEBIT',
      tokenType: 'IZIDOT',
      amount: 300,
    });
  });

  it('refuse a purchase as the server does: short balance, full medallion, item gone', async () => {
    db.state.wallet.iziDotBalance = 100;
    expect(await failureOf(economy.buyCharacter(1, { characterType: 'BETA' }))).toMatchObject({
      status: 400,
      message: extensionMessages.insufficientForPurchase(450, 100),
    });
    db.state.wallet.iziDotBalance = 10_000;
    const peta = db.state.medallions.find((m) => m.type === 'PETA')!;
    peta.characterCount = peta.capacity;
    expect(await failureOf(economy.buyCharacter(1, { characterType: 'PETA' }))).toMatchObject({
      status: 400,
      message: extensionMessages.medallionFull('PETA', peta.capacity),
    });
    expect(await failureOf(economy.buyCharacter(99, { characterType: 'ATA' }))).toMatchObject({
      status: 410,
      message: extensionMessages.marketItemGone,
    });
    const refused = await failureOf(economy.buyCharacter(99, { characterType: 'ATA' }));
    expect(isNotImplemented(refused)).toBe(false);
  });

  it('keep a cart, check out (stock lowered, DEBIT per token, an order), empty the cart', async () => {
    expect(await economy.getCart()).toEqual({ lines: [], count: 0, totalDol: 0, totalDom: 0 });
    await economy.setCartLine(2, { quantity: 2 });
    const cart = await economy.setCartLine(1, { quantity: 1, payWithDiscount: true });
    expect(cart).toEqual({
      lines: [
        { itemId: 1, quantity: 1, payWithDiscount: true, priceDol: 99.99, costDom: 50 },
        { itemId: 2, quantity: 2, payWithDiscount: false, priceDol: 498, costDom: 0 },
      ],
      count: 3,
      totalDol: 597.99,
      totalDom: 50,
    });
    const wallet = await client.getWallet();
    const done = await economy.checkout();
    expect(done).toMatchObject({
      success: true,
      message: 'Order placed: 3 items, pending delivery.',
      order: { state: 'pending delivery', totalDol: 597.99, totalDom: 50 },
    });
    expect(await economy.getOrders()).toEqual([done.order]);
    expect((await economy.getCart()).count).toBe(0);
    expect(await client.getWallet()).toMatchObject({
      iziDolBalance: Math.round((wallet.iziDolBalance - 597.99) * 100) / 100,
      iziDomBalance: wallet.iziDomBalance - 50,
    });
    const stock = Object.fromEntries((await client.getShopItems()).map((i) => [i.id, i.stock]));
    expect(stock).toMatchObject({ 1: 23, 2: 6 });
    const [dom, dol] = await client.getTransactions();
    expect([dol, dom]).toMatchObject([
      { transactionType: 'DEBIT', tokenType: 'IZIDOL', amount: 597.99 },
      { transactionType: 'DEBIT', tokenType: 'IZIDOM', amount: 50 },
    ]);
    // Removing a line answers the cart after.
    await economy.setCartLine(6, { quantity: 3 });
    expect(await economy.removeCartLine(6)).toMatchObject({ lines: [], count: 0 });
  });

  it('refuse more than the stock, a missing discount, an empty cart and short balances', async () => {
    expect(await failureOf(economy.setCartLine(4, { quantity: 1 }))).toMatchObject({
      status: 409,
      message: 'Espresso Maker is out of stock.',
    });
    expect(
      await failureOf(economy.setCartLine(3, { quantity: 1, payWithDiscount: true })),
    ).toMatchObject({ status: 400, message: 'City Backpack has no discount.' });
    expect(await failureOf(economy.checkout())).toMatchObject({
      status: 400,
      message: 'Your cart is empty.',
    });
    await economy.setCartLine(2, { quantity: 8 });
    expect(await failureOf(economy.checkout())).toMatchObject({
      status: 400,
      message: 'Insufficient iziDol balance for this order.',
    });
    // The stock fell after the item was put in the cart: checked again at checkout.
    await economy.setCartLine(2, { quantity: 2 });
    db.state.shopItems = db.state.shopItems.map((i) => (i.id === 2 ? { ...i, stock: 1 } : i));
    expect(await failureOf(economy.checkout())).toMatchObject({
      status: 409,
      message: 'Only 1 of Smartwatch Pro left in stock.',
    });
  });

  it('answer the rates and convert both ways, recording two CONVERTs', async () => {
    expect(await economy.getConversionRates()).toEqual({
      rates: [
        { from: 'IZIDOL', to: 'IZIDOT', rate: 100 },
        { from: 'IZIDOT', to: 'IZIDOL', rate: 0.01 },
      ],
    });
    const { iziDolBalance, iziDotBalance } = db.state.wallet;
    expect(await economy.convertTokens({ from: 'IZIDOL', to: 'IZIDOT', amount: 10 })).toEqual({
      success: true,
      message: 'Converted 10 iziDol into 1,000 iziDot.',
      from: 'IZIDOL',
      to: 'IZIDOT',
      amount: 10,
      received: 1000,
    });
    expect(await client.getWallet()).toMatchObject({
      iziDolBalance: iziDolBalance - 10,
      iziDotBalance: iziDotBalance + 1000,
    });
    const [toDot, fromDol] = await client.getTransactions();
    expect([fromDol!.transactionType, toDot!.transactionType]).toEqual(['CONVERT', 'CONVERT']);
    expect(
      await failureOf(economy.convertTokens({ from: 'IZIDOT', to: 'IZIDOT', amount: 1 })),
    ).toMatchObject({ status: 400, message: extensionMessages.sameToken });
    expect(
      await failureOf(economy.convertTokens({ from: 'IZIDOL', to: 'IZIDOT', amount: 1.001 })),
    ).toMatchObject({ status: 400, message: extensionMessages.convertCents });
    expect(
      await failureOf(economy.convertTokens({ from: 'IZIDOL', to: 'IZIDOT', amount: 1e6 })),
    ).toMatchObject({ status: 400, message: 'Insufficient iziDol balance for this conversion.' });
  });

  it.each(extensionCallNames)('%s answers 401 without a token', async (call) => {
    const error = await failureOf(invoke[call](anonymousEconomy));
    expect(error.status).toBe(401);
  });
});

describe('the economy scenarios', () => {
  it('use the same failure texts as the other calls', async () => {
    server.use(extensionScenario('getCart', 'error'));
    expect(await failureOf(economy.getCart())).toMatchObject({
      status: 500,
      message: scenarioMessages.serverError,
    });
    server.use(extensionScenario('getCart', 'errorNoMessage'));
    expect(await failureOf(economy.getCart())).toMatchObject({
      status: 503,
      message: scenarioMessages.errorStatusText,
    });
  });

  it.each(extensionCallNames)(
    '%s: notImplemented and notAllowed read as not implemented',
    async (call) => {
      for (const name of ['notImplemented', 'notAllowed'] as const) {
        server.use(extensionScenario(call, name as never));
        const error = await failureOf(invoke[call](economy));
        expect(isNotImplemented(error), `${call} ${name}`).toBe(true);
        server.resetHandlers();
      }
    },
  );

  it.each(extensionCallNames)(
    '%s: error, errorNoMessage, networkError, unreadable fail',
    async (call) => {
      const expected = {
        error: { kind: 'http', status: 500, message: scenarioMessages.serverError },
        errorNoMessage: { kind: 'http', status: 503, message: scenarioMessages.errorStatusText },
        networkError: { kind: 'network' },
        unreadable: { kind: 'schema' },
        unauthorized: { kind: 'http', status: 401 },
      } as const;
      for (const [name, failure] of Object.entries(expected)) {
        server.use(extensionScenario(call, name as never));
        expect(await failureOf(invoke[call](economy)), `${call} ${name}`).toMatchObject(failure);
        server.resetHandlers();
      }
    },
  );

  it('answer the refusals with the server’s status and message', async () => {
    const cases = [
      ['buyCharacter', 'insufficientBalance', 400],
      ['buyCharacter', 'medallionFull', 400],
      ['buyCharacter', 'itemGone', 410],
      ['setCartLine', 'outOfStock', 409],
      ['checkout', 'outOfStock', 409],
      ['checkout', 'insufficientBalance', 400],
      ['checkout', 'insufficientDom', 400],
      ['checkout', 'emptyCart', 400],
      ['convertTokens', 'insufficientBalance', 400],
    ] as const;
    for (const [call, name, status] of cases) {
      server.use(extensionScenario(call, name as never));
      const error = await failureOf(invoke[call](economy));
      expect(error, `${call} ${name}`).toMatchObject({ kind: 'http', status });
      expect(error.message).not.toBe('');
      expect(isNotImplemented(error)).toBe(false);
      server.resetHandlers();
    }
  });

  it('empty: an empty cart and no orders', async () => {
    await economy.setCartLine(1, { quantity: 1 });
    server.use(extensionScenario('getCart', 'empty'), extensionScenario('getOrders', 'empty'));
    expect(await economy.getCart()).toEqual({ lines: [], count: 0, totalDol: 0, totalDom: 0 });
    expect(await economy.getOrders()).toEqual([]);
  });

  it('slowThenSuccess answers after the delay; slow never does', async () => {
    server.use(extensionScenario('getConversionRates', 'slowThenSuccess', { delayMs: 50, db }));
    const started = Date.now();
    expect((await economy.getConversionRates()).rates).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    server.use(extensionScenario('getCart', 'slow'));
    const controller = new AbortController();
    const pending = economy.getCart({ signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await failureOf(pending)).toMatchObject({ kind: 'aborted' });
  });

  it('every call has the usual scenarios', () => {
    for (const call of extensionCallNames)
      expect(extensionScenarioNames[call]).toEqual(
        expect.arrayContaining([
          ...everyCallsScenarios,
          'unauthorized',
          'notImplemented',
          'notAllowed',
        ]),
      );
  });

  it('a logged-out token is refused by the economy calls too', async () => {
    const api = createApiClient({ baseUrl: BASE, getToken: () => TOKEN });
    await api.logout();
    expect((await failureOf(economy.getCart())).status).toBe(401);
  });
});

describe('the economy state', () => {
  it("dates transactions and orders by the db's clock (stories stay the same)", () => {
    const at = new Date('2025-06-14T09:12:00.000Z');
    const fixed = createMockDb({ now: () => at });
    convert(fixed, { from: 'IZIDOL', to: 'IZIDOT', amount: 1 });
    setCartLine(fixed, 6, { quantity: 1 });
    const result = checkout(fixed);
    expect(result.ok && result.value.createdAt).toBe(at.toISOString());
    expect(fixed.state.transactions.slice(0, 3).map((t) => t.timestamp)).toEqual([
      at.toISOString(),
      at.toISOString(),
      at.toISOString(),
    ]);
  });

  it('db.reset() empties the cart and the orders', () => {
    const fresh = createMockDb();
    setCartLine(fresh, 6, { quantity: 2 });
    expect(checkout(fresh).ok).toBe(true);
    setCartLine(fresh, 6, { quantity: 1 });
    fresh.reset();
    expect(fresh.state.cart).toEqual([]);
    expect(fresh.state.orders).toEqual([]);
  });
});
