/**
 * The `dialect` scenarios read by the real client over msw/node: every readable item comes out
 * as the `success` scenario's canonical data (ids and unknown values kept as they came), and
 * each list leaves out exactly its one unreadable item, counted and reported once.
 */
import { skippedIn } from '@izi/api';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { dialectCharacterId, dialectUnknown, dialectUnreadable, type DialectCall } from './dialect';
import * as fixtures from './fixtures';
import { dialectScenarios, handlersFor } from './scenarios';
import { client } from './test-setup';
import { setupMockServer } from './testing';

const { server, db } = setupMockServer();

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  server.use(...handlersFor(dialectScenarios, { db, baseUrl: 'http://localhost/api' }));
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

/** The one warning a list call gave: it names the call and the unreadable field. */
function expectOneWarning(call: DialectCall, field: string) {
  expect(warn).toHaveBeenCalledOnce();
  expect(String(warn.mock.calls[0]?.[0])).toMatch(
    new RegExp(`^${call}: invalid response at \\[\\d+\\]\\.${field}:`),
  );
}

describe('the dialect scenario, read by the client', () => {
  it('reads the wallet and the stats from decimal text', async () => {
    expect(await client.getWallet()).toEqual(fixtures.wallet);
    expect(await client.getStats()).toEqual(fixtures.stats);
  });

  it('reads the characters: text ids, numbers from text, spellings, missing images', async () => {
    const list = await client.getCharacters();
    expect(skippedIn(list)).toBe(1);
    expectOneWarning('getCharacters', dialectUnreadable.character.field);
    expect(list.map((c) => c.id)).toEqual(fixtures.characters.map((c) => dialectCharacterId(c.id)));
    expect(list[0]?.job).toBe(dialectUnknown.job);
    list.slice(1).forEach((character, index) => {
      const { id: _id, image, ...rest } = fixtures.characters[index + 1]!;
      expect(character).toMatchObject(rest);
      expect(character.image ?? null).toBe((index + 1) % 3 === 2 ? image : null);
    });
  });

  it('reads the characters of one type', async () => {
    const list = await client.getCharacters('BETA');
    const betas = fixtures.characters.filter((c) => c.characterType === 'BETA');
    expect(list.map((c) => c.name)).toEqual(betas.map((c) => c.name));
    expect(list.every((c) => c.characterType === 'BETA')).toBe(true);
  });

  it('reads the transactions: epoch times, token tickers, an unknown type and token', async () => {
    const list = await client.getTransactions();
    expect(skippedIn(list)).toBe(1);
    expectOneWarning('getTransactions', dialectUnreadable.transaction.field);
    expect(list).toHaveLength(fixtures.transactions.length);
    list.forEach((transaction, index) => {
      const expected = fixtures.transactions[index]!;
      // Seconds lose the milliseconds; the fixtures have none.
      expect(transaction.timestamp).toBe(new Date(expected.timestamp).toISOString());
      expect(transaction.amount).toBe(expected.amount);
      if (index === 1)
        expect(transaction).toMatchObject({
          transactionType: dialectUnknown.transactionType,
          tokenType: dialectUnknown.tokenType,
        });
      else
        expect(transaction).toMatchObject({
          transactionType: expected.transactionType,
          tokenType: expected.tokenType,
        });
    });
  });

  it('reads the marketplace: prefixed ids, no images, an unknown job, extra fields dropped', async () => {
    const list = await client.getMarketplaceItems();
    expect(skippedIn(list)).toBe(1);
    expectOneWarning('getMarketplaceItems', dialectUnreadable.marketplaceItem.field);
    expect(list[0]).toMatchObject({ id: 'mk_01', applicableJob: dialectUnknown.job });
    list.slice(1).forEach((item, index) => {
      const { id: _id, imageUrl: _url, ...rest } = fixtures.marketplaceItems[index + 1]!;
      expect(item).toEqual({
        ...rest,
        id: `mk_${String(index + 2).padStart(2, '0')}`,
        imageUrl: null,
      });
    });
  });

  it('reads the shop: null or empty images, missing discounts', async () => {
    const list = await client.getShopItems();
    expect(skippedIn(list)).toBe(1);
    expectOneWarning('getShopItems', dialectUnreadable.shopItem.field);
    expect(list).toHaveLength(fixtures.shopItems.length);
    list.forEach((item, index) => {
      const expected = fixtures.shopItems[index]!;
      expect(item.priceDol).toBe(expected.priceDol);
      expect(item.stock).toBe(expected.stock);
      expect(item.discountPriceDol ?? null).toBe(expected.discountPriceDol);
      expect(item.imageUrl).toBe(index % 3 === 2 ? expected.imageUrl : null);
    });
  });

  it('reads the medallions: lower-case types, worded genders, text levels, an unknown type', async () => {
    const list = await client.getMedallions();
    expect(skippedIn(list)).toBe(1);
    expectOneWarning('getMedallions', dialectUnreadable.medallion.field);
    expect(list.slice(0, fixtures.medallions.length)).toEqual(
      fixtures.medallions.map((m) => ({ ...m, imageUrl: null })),
    );
    expect(list.at(-1)?.type).toBe(dialectUnknown.medallionType);
  });

  it('sells a character by its dialect id', async () => {
    const [first] = await client.getCharacters();
    await expect(client.sellCharacter(first!.id)).resolves.toMatchObject({ success: true });
    expect((await client.getCharacters()).map((c) => c.id)).not.toContain(first!.id);
  });
});
