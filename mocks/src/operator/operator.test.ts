import { createApiClient, isNotImplemented } from '@izi/api';
import { failureOf } from '@izi/api/testing/api-errors';
import { describe, expect, it } from 'vitest';
import { extensionScenario } from '../extension-scenarios';
import { BASE, TOKEN } from '../test-setup';
import { setupMockServer } from '../testing';
import { MOCK_OPERATOR } from './handlers';

const { server, db } = setupMockServer();
const options = { baseUrl: BASE, getToken: () => TOKEN };
const api = createApiClient(options);

describe('the account and the person’s requests', () => {
  it('a plain user by default; the operator scenario holds the role', async () => {
    expect(await api.getAccount()).toEqual({
      username: 'demo',
      email: 'demo@izi.example',
      roles: [],
    });
    server.use(extensionScenario('getAccount', 'operator', { db }));
    expect((await api.getAccount()).roles).toEqual(['operator']);
  });

  it('lists the person’s requests in every state; a new one reads approved at once', async () => {
    expect((await api.getUsdtRequests()).map((r) => r.state)).toEqual([
      'pending',
      'rejected',
      'approved',
    ]);
    await api.submitUsdtRequest({ type: 'deposit', amount: 5, proof: 'tx' });
    expect((await api.getUsdtRequests())[0]).toMatchObject({
      type: 'deposit',
      amount: 5,
      proof: 'tx',
      state: 'approved',
    });
  });
});

describe('the operator’s calls', () => {
  it('filter the queues by state', async () => {
    expect((await api.getOperatorUsdtRequests('pending')).map((r) => r.id)).toEqual([212, 211]);
    expect((await api.getOperatorUsdtRequests()).length).toBe(4);
    expect((await api.getOperatorOrders('delivered')).map((o) => o.id)).toEqual([29]);
    expect(await failureOf(api.getOperatorOrders('lost' as never))).toMatchObject({
      status: 400,
    });
  });

  it('review once, recording the audit; a second review is 409', async () => {
    const approved = await api.approveUsdtRequest(212, { note: 'Seen on chain.' });
    expect(approved).toMatchObject({
      message: 'Deposit approved.',
      request: { id: 212, state: 'approved', reviewer: MOCK_OPERATOR },
    });
    expect(await failureOf(api.rejectUsdtRequest(212, { reason: 'x' }))).toMatchObject({
      status: 409,
      message: 'This request has already been reviewed: it is approved.',
    });
    const cancelled = await api.cancelOrder(31, { reason: 'Out of stock.' });
    expect(cancelled.order).toMatchObject({ state: 'cancelled', reason: 'Out of stock.' });
    expect(await failureOf(api.deliverOrder(31))).toMatchObject({ status: 409 });
    expect((await api.getOperatorAudit()).slice(0, 2)).toMatchObject([
      { action: 'cancel', subject: 'order', subjectId: 31, after: 'cancelled' },
      { action: 'approve', subject: 'usdt-request', subjectId: 212, reason: 'Seen on chain.' },
    ]);
    expect(await failureOf(api.rejectUsdtRequest(211, {} as never))).toMatchObject({
      status: 400,
    });
    expect(await failureOf(api.approveUsdtRequest(999))).toMatchObject({ status: 410 });
  });

  it('have the refusals as scenarios, none of them read as not implemented', async () => {
    const cases = [
      ['getOperatorUsdtRequests', 'notOperator', 403],
      ['approveUsdtRequest', 'alreadyReviewed', 409],
      ['approveUsdtRequest', 'ownRequest', 403],
      ['rejectUsdtRequest', 'notOperator', 403],
      ['deliverOrder', 'ownOrder', 403],
      ['cancelOrder', 'alreadyReviewed', 409],
      ['getOperatorAudit', 'notOperator', 403],
    ] as const;
    const invoke = {
      getOperatorUsdtRequests: () => api.getOperatorUsdtRequests(),
      approveUsdtRequest: () => api.approveUsdtRequest(211),
      rejectUsdtRequest: () => api.rejectUsdtRequest(211, { reason: 'x' }),
      deliverOrder: () => api.deliverOrder(31),
      cancelOrder: () => api.cancelOrder(31, { reason: 'x' }),
      getOperatorAudit: () => api.getOperatorAudit(),
    };
    for (const [call, name, status] of cases) {
      server.use(extensionScenario(call, name as never));
      const error = await failureOf(invoke[call]());
      expect(error, `${call} ${name}`).toMatchObject({ kind: 'http', status });
      expect(isNotImplemented(error)).toBe(false);
      server.resetHandlers();
    }
    server.use(extensionScenario('getOperatorAudit', 'empty'));
    expect(await api.getOperatorAudit()).toEqual([]);
  });
});
