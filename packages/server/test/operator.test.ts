/**
 * The operator role and its calls over real HTTP: who may call them (401, 403), reviews of
 * deposits, withdrawals and orders and the money they move, the four-eyes rule, each review
 * happening once under races, the person's view of their requests and orders, and the audit.
 */
import type { ApiClient } from '@izi/api';
import { failureOf, outcomeOf } from '@izi/api/testing/api-errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shopItems, users } from '../src/db/schema';
import { record } from '../src/services/ledger';
import { grantOperator, revokeOperator } from '../src/services/roles';
import { ledgerMismatches, startTestServer, type TestServer } from './helpers';

let t: TestServer;
/** Two operators (four eyes) and a person who is not one. */
let first: ApiClient;
let second: ApiClient;
let person: ApiClient;
let personName: string;
let firstName: string;
let personToken: string;
let firstToken: string;

const grant = (username: string) => grantOperator(t.server.database.db, username, new Date());
const TRON = `T${'A'.repeat(33)}`;

beforeAll(async () => {
  t = await startTestServer();
  const [a, b, p] = await Promise.all([t.newUser(), t.newUser(), t.newUser()]);
  await grant(a.username);
  await grant(b.username);
  first = t.client(a.token);
  second = t.client(b.token);
  person = t.client(p.token);
  personName = p.username;
  firstName = a.username;
  personToken = p.token;
  firstToken = a.token;
});
afterAll(() => t?.close());

/** The id of the person's newest request. */
const newestRequest = async (client = person) => (await client.getUsdtRequests())[0]!.id;

const operatorCalls: [string, string, unknown?][] = [
  ['GET', '/api/operator/usdt-requests'],
  ['GET', '/api/operator/usdt-requests?state=pending'],
  ['POST', '/api/operator/usdt-requests/1/approve', {}],
  ['POST', '/api/operator/usdt-requests/1/reject', { reason: 'no' }],
  ['GET', '/api/operator/orders'],
  ['POST', '/api/operator/orders/1/deliver'],
  ['POST', '/api/operator/orders/1/cancel', { reason: 'no' }],
  ['GET', '/api/operator/audit'],
];

describe('who may call', () => {
  it('answers 401 without a session, to the operator calls, the account and the request list', async () => {
    const calls = [...operatorCalls, ['GET', '/api/account'], ['GET', '/api/usdt/requests']];
    for (const [method, path, body] of calls as [string, string, unknown?][]) {
      const answer = await t.request(method, path, { body });
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
  });

  it('answers 403 to a person who is not an operator, on every operator call, and changes nothing', async () => {
    await person.submitUsdtRequest({ type: 'deposit', amount: 5, proof: 'tx-403' });
    const id = await newestRequest();
    const calls = operatorCalls.map(([method, path, body]) => [
      method,
      path.replace('/1/', `/${id}/`),
      body,
    ]);
    for (const [method, path, body] of calls as [string, string, unknown?][]) {
      const answer = await t.request(method, path, { token: personToken, body });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.message).toBe('Only an operator can do this.');
    }
    // Even a malformed id or body is refused as not an operator first.
    const bad = await t.request('POST', '/api/operator/usdt-requests/x/reject', {
      token: personToken,
      body: {},
    });
    expect(bad.status).toBe(403);
    expect((await person.getUsdtRequests())[0]).toMatchObject({ id, state: 'pending' });
  });

  it('tells the account its roles; a revoked operator is refused at the next call', async () => {
    expect(await person.getAccount()).toMatchObject({ username: personName, roles: [] });
    expect((await first.getAccount()).roles).toEqual(['operator']);
    const extra = await t.newUser();
    await grant(extra.username);
    const client = t.client(extra.token);
    expect(await client.getOperatorAudit()).toBeInstanceOf(Array);
    await revokeOperator(t.server.database.db, extra.username);
    expect((await client.getAccount()).roles).toEqual([]);
    expect(await failureOf(client.getOperatorAudit())).toMatchObject({ status: 403 });
  });
});

describe('USDT requests', () => {
  it('approving a deposit credits its iziDol once; the person sees it approved', async () => {
    const before = (await person.getWallet()).iziDolBalance;
    await person.submitUsdtRequest({ type: 'deposit', amount: 120.5, proof: 'tx-approve' });
    const id = await newestRequest();
    const pending = await first.getOperatorUsdtRequests('pending');
    expect(pending.find((r) => r.id === id)).toMatchObject({
      username: personName,
      type: 'deposit',
      amount: 120.5,
      proof: 'tx-approve',
      address: null,
      state: 'pending',
      reviewer: null,
      reviewedAt: null,
    });
    const done = await first.approveUsdtRequest(id, { note: 'seen on chain' });
    expect(done).toMatchObject({
      success: true,
      message: 'Deposit approved.',
      request: { id, state: 'approved', reviewer: firstName },
    });
    expect((await person.getWallet()).iziDolBalance).toBeCloseTo(before + 120.5, 2);
    expect((await person.getTransactions())[0]).toMatchObject({
      transactionType: 'CREDIT',
      tokenType: 'IZIDOL',
      amount: 120.5,
    });
    const mine = (await person.getUsdtRequests()).find((r) => r.id === id)!;
    expect(mine).toMatchObject({ state: 'approved', reason: null });
    expect(mine.reviewedAt).toEqual(expect.any(String));
    // Reviewed once: a second approval or a rejection is refused and moves nothing.
    // One after the other: a promise made before its turn would reject with no handler yet.
    for (const again of [
      () => second.approveUsdtRequest(id),
      () => second.rejectUsdtRequest(id, { reason: 'late' }),
    ])
      expect(await failureOf(again())).toMatchObject({
        status: 409,
        message: 'This request has already been reviewed: it is approved.',
      });
    expect((await person.getWallet()).iziDolBalance).toBeCloseTo(before + 120.5, 2);
    expect((await first.getOperatorAudit())[0]).toMatchObject({
      operator: firstName,
      action: 'approve',
      subject: 'usdt-request',
      subjectId: id,
      before: 'pending',
      after: 'approved',
      reason: 'seen on chain',
    });
  });

  it('a rejected withdrawal releases its hold; the person reads the reason', async () => {
    const { iziDolBalance } = await person.getWallet();
    await person.submitUsdtRequest({ type: 'withdrawal', amount: iziDolBalance, address: TRON });
    const id = await newestRequest();
    // Held: nothing more can be withdrawn or converted.
    expect(
      await failureOf(person.submitUsdtRequest({ type: 'withdrawal', amount: 1, address: TRON })),
    ).toMatchObject({ status: 400 });
    expect(await failureOf(second.rejectUsdtRequest(id, { reason: '   ' }))).toMatchObject({
      status: 400,
    });
    expect(await failureOf(second.rejectUsdtRequest(id, {} as never))).toMatchObject({
      status: 400,
      message: 'Invalid request: reason is required.',
    });
    const done = await second.rejectUsdtRequest(id, { reason: 'Address is on a sanctions list.' });
    expect(done.request).toMatchObject({ state: 'rejected', address: TRON });
    expect((await person.getWallet()).iziDolBalance).toBe(iziDolBalance);
    expect((await person.getUsdtRequests())[0]).toMatchObject({
      id,
      state: 'rejected',
      reason: 'Address is on a sanctions list.',
    });
    // Released: the whole balance can be converted again.
    await person.convertTokens({ from: 'IZIDOL', to: 'IZIDOT', amount: 1 });
  });

  it('an approved withdrawal debits the iziDol it held', async () => {
    const { iziDolBalance } = await person.getWallet();
    await person.submitUsdtRequest({ type: 'withdrawal', amount: 10, address: TRON });
    const id = await newestRequest();
    await first.approveUsdtRequest(id);
    expect((await person.getWallet()).iziDolBalance).toBeCloseTo(iziDolBalance - 10, 2);
    expect((await person.getTransactions())[0]).toMatchObject({
      transactionType: 'DEBIT',
      amount: 10,
    });
    expect((await first.getOperatorUsdtRequests('approved')).map((r) => r.id)).toContain(id);
    expect((await first.getOperatorUsdtRequests('pending')).map((r) => r.id)).not.toContain(id);
  });

  it('refuses an unknown request (410), a malformed id and an unknown filter (400)', async () => {
    expect(await failureOf(first.approveUsdtRequest(999_999))).toMatchObject({
      status: 410,
      message: 'This USDT request does not exist.',
    });
    const malformed = await t.request('POST', '/api/operator/usdt-requests/x/approve', {
      token: firstToken,
    });
    expect(malformed).toMatchObject({
      status: 400,
      body: { message: 'The id must be a positive whole number.' },
    });
    const a = await t.request('GET', '/api/operator/usdt-requests?state=lost', {
      token: firstToken,
    });
    expect(a).toMatchObject({
      status: 400,
      body: { message: 'state must be pending, approved or rejected.' },
    });
  });

  it('four eyes: an operator cannot review their own request (403); another can', async () => {
    await first.submitUsdtRequest({ type: 'deposit', amount: 3, proof: 'own' });
    const id = await newestRequest(first);
    for (const own of [
      () => first.approveUsdtRequest(id),
      () => first.rejectUsdtRequest(id, { reason: 'x' }),
    ])
      expect(await failureOf(own())).toMatchObject({
        status: 403,
        message: 'You cannot review your own request: another operator must.',
      });
    expect((await second.approveUsdtRequest(id)).request).toMatchObject({ state: 'approved' });
  });

  it('races: two operators approving, or one approving while another rejects: one result, the other 409', async () => {
    const { iziDolBalance } = await person.getWallet();
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      await person.submitUsdtRequest(
        i % 2
          ? { type: 'withdrawal', amount: 2, address: TRON }
          : { type: 'deposit', amount: 7, proof: `race-${i}` },
      );
      ids.push(Number(await newestRequest()));
    }
    const attempts = ids.flatMap((id, i) =>
      i < 3
        ? [outcomeOf(first.approveUsdtRequest(id)), outcomeOf(second.approveUsdtRequest(id))]
        : [
            outcomeOf(first.approveUsdtRequest(id)),
            outcomeOf(second.rejectUsdtRequest(id, { reason: 'race' })),
          ],
    );
    const outcomes = await Promise.all(attempts);
    for (let i = 0; i < ids.length; i++) {
      const pair = outcomes.slice(2 * i, 2 * i + 2);
      expect(
        pair.filter((o) => o.ok),
        `request ${ids[i]}`,
      ).toHaveLength(1);
      expect(pair.find((o) => !o.ok)).toMatchObject({ status: 409 });
    }
    const states = new Map(
      (await person.getUsdtRequests()).map((request) => [request.id, request]),
    );
    const moved = ids.reduce((sum, id) => {
      const request = states.get(id)!;
      if (request.state !== 'approved') return sum;
      return sum + (request.type === 'deposit' ? request.amount : -request.amount);
    }, 0);
    expect((await person.getWallet()).iziDolBalance).toBeCloseTo(iziDolBalance + moved, 2);
    const audited = (await first.getOperatorAudit()).filter(
      (entry) => entry.subject === 'usdt-request' && ids.includes(Number(entry.subjectId)),
    );
    expect(audited).toHaveLength(ids.length);
    expect(await ledgerMismatches(t.server.database.db)).toEqual([]);
  });
});

describe('orders', () => {
  /** The person buys `quantity` of item 1 (paying its discount, so both tokens move). */
  async function order(quantity: number) {
    await person.setCartLine(1, { quantity, payWithDiscount: true });
    return (await person.checkout()).order!;
  }

  // Each test gives the person enough of both tokens for its orders (and restocks item 1).
  beforeEach(async () => {
    await credit(personName, 'IZIDOM', 500);
    await credit(personName, 'IZIDOL', 1000);
  });

  it('a delivered order reads delivered; a second review is refused', async () => {
    const placed = await order(1);
    expect(placed).toMatchObject({ state: 'pending delivery', reason: null, reviewedAt: null });
    const done = await second.deliverOrder(placed.id);
    expect(done.order).toMatchObject({
      id: placed.id,
      state: 'delivered',
      username: personName,
      reviewer: expect.any(String),
    });
    expect((await person.getOrders())[0]).toMatchObject({ id: placed.id, state: 'delivered' });
    expect(await failureOf(first.cancelOrder(placed.id, { reason: 'too late' }))).toMatchObject({
      status: 409,
      message: 'This order has already been reviewed: it is delivered.',
    });
  });

  it('a cancelled order refunds its iziDol and iziDom and puts the stock back', async () => {
    const stockOf = async () =>
      (await person.getShopItems()).find((item) => Number(item.id) === 1)!.stock;
    const stock = await stockOf();
    const wallet = await person.getWallet();
    const placed = await order(2);
    expect(await stockOf()).toBe(stock - 2);
    expect(await failureOf(first.cancelOrder(placed.id, {} as never))).toMatchObject({
      status: 400,
    });
    const done = await first.cancelOrder(placed.id, { reason: 'Out of stock at the supplier.' });
    expect(done).toMatchObject({ message: 'Order cancelled and refunded.' });
    expect(await stockOf()).toBe(stock);
    expect(await person.getWallet()).toEqual(wallet);
    expect((await person.getOrders())[0]).toMatchObject({
      id: placed.id,
      state: 'cancelled',
      reason: 'Out of stock at the supplier.',
    });
    expect((await first.getOperatorOrders('cancelled')).map((o) => o.id)).toContain(placed.id);
    expect((await first.getOperatorOrders('pending')).map((o) => o.id)).not.toContain(placed.id);
    expect((await first.getOperatorAudit())[0]).toMatchObject({
      action: 'cancel',
      subject: 'order',
      subjectId: placed.id,
      before: 'pending delivery',
      after: 'cancelled',
    });
  });

  it('races: deliver against cancel gives one result; four eyes hold for orders', async () => {
    const placed = await order(1);
    const [a, b] = await Promise.all([
      outcomeOf(first.deliverOrder(placed.id)),
      outcomeOf(second.cancelOrder(placed.id, { reason: 'race' })),
    ]);
    expect([a, b].filter((o) => o.ok)).toHaveLength(1);
    expect([a, b].find((o) => !o.ok)).toMatchObject({ status: 409 });

    await credit(firstName, 'IZIDOL', 1000);
    await first.setCartLine(1, { quantity: 1 });
    const own = (await first.checkout()).order!;
    expect(await failureOf(first.deliverOrder(own.id))).toMatchObject({
      status: 403,
      message: 'You cannot review your own order: another operator must.',
    });
    expect(await failureOf(first.deliverOrder(999_999))).toMatchObject({ status: 410 });
    await second.cancelOrder(own.id, { reason: 'four eyes' });
    expect(await ledgerMismatches(t.server.database.db)).toEqual([]);
  });
});

/** Tokens straight into the ledger (a reward the contract has no call for), and item 1 restocked. */
async function credit(username: string, tokenType: 'IZIDOL' | 'IZIDOM', amount: number) {
  const db = t.server.database.db;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  await record(db, row!.id, [
    { transactionType: 'CREDIT', tokenType, amount, direction: 1, at: new Date() },
  ]);
  await db.update(shopItems).set({ stock: 50 }).where(eq(shopItems.id, 1));
}
