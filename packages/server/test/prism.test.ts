/**
 * Conformance checked by a tool no one here wrote: Prism (`@stoplight/prism-cli`) as a validating
 * proxy in front of the real server, with the OpenAPI document. Every call of the contract goes
 * through it from the contract's own client (a new person: sign-up, verification, login, every
 * read, every write, mail and recovery; an operator reviewing them) and so do refusals of each
 * kind (400, 403, 404, 409, 410); Prism must report no
 * violation of the document in any request or answer. A document that says otherwise must make it
 * report one: the check can fail.
 */
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApiClient, type ApiClient } from '@izi/api';
import { idExamples, requestExamples } from '@izi/api/openapi';
import openApi from '@izi/api/openapi.json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrism } from '../../../scripts/prism.mjs';
import { grantOperator } from '../src/services/roles';
import { codeFrom, startTestServer, tempDir, type TestServer } from './helpers';

const root = new URL('../../../', import.meta.url).pathname;
const proxies: ChildProcess[] = [];
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  for (const proxy of proxies) proxy.kill();
  await t?.close();
});

const startProxy = async (document: string) => {
  const prism = await startPrism(document, `${t.url}/api`, { errors: true });
  proxies.push(prism.process);
  return prism;
};

/** Prism's own report of a request or an answer that breaks the document. */
const violationsIn = (lines: string[]) =>
  lines.filter((line) => /violation|✖/i.test(line) && !line.includes('Prism is listening'));
const exchangesIn = (lines: string[]) =>
  lines.filter((line) => line.includes('Request received')).length;

/** A refusal the client throws, as its status (or the error itself when it is not one). */
const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { status?: number }) => error.status ?? error,
  );

describe('Prism, validating every exchange against the OpenAPI document', () => {
  it(
    'finds no violation in any call of the contract, answered or refused',
    { timeout: 240_000 },
    async () => {
      const prism = await startProxy(join(root, 'packages/api/src/openapi/openapi.json'));
      const session: { token?: string } = {};
      const api: ApiClient = createApiClient({ baseUrl: prism.url, getToken: () => session.token });

      const username = `prism_${Date.now().toString(36)}`;
      const email = `${username}@example.com`;
      const password = 'a-long-password';
      await api.signup({ username, email, password });
      await api.verifyEmail({ email, code: codeFrom(t.log.lines, email) });
      session.token = (await api.login({ username, password })).token;

      const reads = await Promise.all([
        api.getWallet(),
        api.getTransactions(),
        api.getStats(),
        api.getCharacters(),
        api.getCharacters('PETA'),
        api.getMedallions(),
        api.getMarketplaceItems(),
        api.getShopItems(),
        api.getCart(),
        api.getOrders(),
        api.getConversionRates(),
        api.analyzeCharacters(),
        api.getAccount(),
        api.getUsdtRequests(),
      ]);
      expect(reads).toHaveLength(14);
      const [character] = await api.getCharacters();

      // Writes that succeed (a new person has the starter pack).
      await api.submitUsdtRequest(requestExamples.submitUsdtRequest);
      await api.submitUsdtRequest({
        type: 'withdrawal',
        amount: 1,
        address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      });
      await api.convertTokens({ from: 'IZIDOT', to: 'IZIDOL', amount: 100 });
      await api.setCartLine(idExamples.setCartLine, requestExamples.setCartLine);
      await api.removeCartLine(idExamples.setCartLine);
      await api.setCartLine(idExamples.setCartLine, { quantity: 1, payWithDiscount: false });
      const refusedOrNot = await statusOf(api.checkout());
      expect([200, 409]).toContain(refusedOrNot);
      if (character) await api.sellCharacter(character.id);
      await api.resendCode({ email: 'nobody@example.com' });
      await api.forgotPassword({ email });

      // An operator reviews the person's two requests and the order (four eyes: another person).
      const operator = await t.newUser();
      await grantOperator(t.server.database.db, operator.username, new Date());
      const review = createApiClient({ baseUrl: prism.url, getToken: () => operator.token });
      const pending = await review.getOperatorUsdtRequests('pending');
      const deposit = pending.find((request) => request.type === 'deposit');
      const withdrawal = pending.find((request) => request.type === 'withdrawal');
      await review.approveUsdtRequest(deposit!.id, { note: 'Proof checked.' });
      await review.rejectUsdtRequest(withdrawal!.id, { reason: 'Unknown address.' });
      const [order] = await review.getOperatorOrders('pending');
      if (order) await review.deliverOrder(order.id);
      await review.getOperatorUsdtRequests();
      await review.getOperatorAudit();
      expect(
        await statusOf(review.cancelOrder(999_999, { reason: 'Gone.' })),
      ).toBeGreaterThanOrEqual(400);

      // Refusals of every kind go through it too. (Not a call without a token: Prism refuses that
      // request itself, as the document's bearer scheme says, and the server never sees it.)
      const refusals = await Promise.all([
        statusOf(api.buyCharacter(999_999, { characterType: 'PETA' })),
        statusOf(api.sellCharacter(999_999)),
        statusOf(api.setCartLine(1, { quantity: 0, payWithDiscount: false })),
        statusOf(api.convertTokens({ from: 'IZIDOL', to: 'IZIDOT', amount: 1e12 })),
        statusOf(api.upgradeMedallion({ type: 'ALPHA', gender: 'M' })),
        statusOf(api.login({ username, password: 'not-the-password' })),
        statusOf(api.getOperatorAudit()),
        statusOf(api.approveUsdtRequest(1)),
        statusOf(api.resetPassword({ email, code: '000000', password: 'another-long-password' })),
      ]);
      expect(refusals.every((status) => typeof status === 'number' && status >= 400)).toBe(true);
      await api.logout();

      const exchanges = exchangesIn(prism.lines);
      console.log(
        `Prism: ${exchanges} exchanges checked, ${violationsIn(prism.lines).length} violations`,
      );
      expect(violationsIn(prism.lines)).toEqual([]);
      expect(exchanges).toBeGreaterThanOrEqual(45);
    },
  );

  it('reports a violation when the document says otherwise', { timeout: 180_000 }, async () => {
    // The same document, but the balances are text: the server's answer breaks it.
    const wrong = structuredClone(openApi) as typeof openApi;
    const wallet = wrong.paths['/wallet'].get.responses['200'].content['application/json']
      .schema as { properties: Record<string, unknown> };
    wallet.properties['iziDolBalance'] = { type: 'string' };
    const file = join(tempDir('izi-prism-'), 'wrong.json');
    writeFileSync(file, JSON.stringify(wrong));
    const prism = await startProxy(file);
    const { token } = await t.newUser();
    const answer = await fetch(`${prism.url}/wallet`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    // Prism answers its own problem report instead, naming the field that broke the document.
    expect(await answer.text()).toMatch(/iziDolBalance/);
    await expect.poll(() => violationsIn(prism.lines).length).toBeGreaterThan(0);
  });
});
