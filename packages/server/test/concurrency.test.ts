/**
 * Requests racing each other over real HTTP: the database decides, so exactly one of many
 * competing upgrades or sales succeeds, and after a mixed load every balance equals its ledger.
 */
import type { ApiClient } from '@izi/api';
import { type Outcome, outcomeOf } from '@izi/api/testing/api-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, ledgerMismatches, startTestServer, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

describe('concurrency', () => {
  it('50 parallel upgrades with money for one: exactly one succeeds', async () => {
    const { token } = await t.newUser();
    const client = t.client(token);
    // 250 iziDol: PETA 1→2 costs 100, then 2→3 would cost 250 more.
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        outcomeOf(client.upgradeMedallion({ type: 'PETA', gender: i % 2 ? 'M' : 'F' })),
      ),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    for (const o of outcomes.filter((o) => !o.ok))
      expect(o).toMatchObject({
        status: 400,
        message: 'Insufficient iziDol balance for this upgrade.',
      });
    expect((await client.getMedallions()).find((m) => m.type === 'PETA')!.starLevel).toBe(2);
    expect((await client.getWallet()).iziDolBalance).toBe(150);
    const upgrades = (await client.getTransactions()).filter(
      (x) => x.transactionType === 'MEDALLION_UPGRADE',
    );
    expect(upgrades).toHaveLength(1);
  });

  it('20 parallel sells of one character: exactly one succeeds', async () => {
    const { token } = await t.newUser();
    const client = t.client(token);
    const [character] = await client.getCharacters();
    const before = await client.getWallet();
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => outcomeOf(client.sellCharacter(character!.id))),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    for (const o of outcomes.filter((o) => !o.ok))
      expect(o).toMatchObject({ status: 404, message: 'Character not found.' });
    const sales = (await client.getTransactions()).filter(
      (x) => x.transactionType === 'CHARACTER_SALE',
    );
    expect(sales).toHaveLength(1);
    const after = await client.getWallet();
    expect(after.iziDotBalance).toBeCloseTo(before.iziDotBalance + sales[0]!.amount, 2);
  });

  it('after a mixed parallel load, every balance equals its ledger and none is negative', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => t.newUser()));
    const clients: ApiClient[] = users.map((u) => t.client(u.token));
    const characters = await Promise.all(clients.map((c) => c.getCharacters()));
    // Three days later: the first requests race to credit the income as well.
    t.advance(3 * DAY_MS + 1000);
    const work: Promise<Outcome>[] = [];
    clients.forEach((client, u) => {
      for (let i = 0; i < 6; i++) {
        work.push(outcomeOf(client.getWallet()));
        work.push(
          outcomeOf(client.upgradeMedallion({ type: i % 2 ? 'PETA' : 'BETA', gender: 'M' })),
        );
        work.push(
          outcomeOf(
            client.submitUsdtRequest({
              type: 'withdrawal',
              amount: 40,
              address: `T${'B'.repeat(33)}`,
            }),
          ),
        );
        work.push(outcomeOf(client.getStats()));
        work.push(outcomeOf(client.sellCharacter(characters[u]![i % 2]!.id)));
        work.push(outcomeOf(client.getTransactions()));
      }
    });
    const outcomes = await Promise.all(work);
    expect(outcomes.filter((o) => !o.ok && (o.status ?? 500) >= 500)).toEqual([]);
    expect(await ledgerMismatches(t.server.database.db)).toEqual([]);

    for (const [u, client] of clients.entries()) {
      // Each of the two characters was sold exactly once, after three days of income each.
      expect(await client.getCharacters()).toEqual([]);
      const list = await client.getTransactions();
      expect(list.filter((x) => x.transactionType === 'CHARACTER_SALE')).toHaveLength(2);
      const mints = list.filter((x) => x.transactionType === 'MINT');
      expect(mints).toHaveLength(6);
      const daily = characters[u]!.reduce((sum, c) => sum + c.baseRate, 0);
      expect(mints.reduce((sum, x) => sum + x.amount, 0)).toBeCloseTo(3 * daily, 2);
      const wallet = await client.getWallet();
      expect(wallet.iziDolBalance).toBeGreaterThanOrEqual(0);
    }
  });
});
