import { calls } from '@izi/api';
import { describe, expect, it } from 'vitest';
import { largeData, seededRandom } from './large';

describe('largeData', () => {
  const sizes = { marketplaceItems: 300, shopItems: 200, characters: 50, transactions: 400 };

  it('makes the lists at the sizes asked, every item following the contract', () => {
    const data = largeData(sizes);
    const lists = [
      [calls.getMarketplaceItems.response, data.marketplaceItems, 300],
      [calls.getShopItems.response, data.shopItems, 200],
      [calls.getCharacters.response, data.characters, 50],
      [calls.getTransactions.response, data.transactions, 400],
    ] as const;
    for (const [schema, list, size] of lists) {
      expect(list).toHaveLength(size);
      // A list call's schema is that of one item: the client reads a list item by item.
      expect(list?.every((item) => schema.safeParse(item).success)).toBe(true);
      expect(new Set(list?.map((item) => item.id)).size).toBe(size);
    }
    const types = data.medallions?.map((m) => m.characterCount).reduce((a, b) => a + b, 0);
    expect(types).toBe(50);
  });

  it('is the same on every run for a seed, and another for another seed', () => {
    expect(largeData(sizes)).toEqual(largeData(sizes));
    expect(largeData({ ...sizes, seed: 7 })).not.toEqual(largeData(sizes));
    const a = seededRandom(1);
    const b = seededRandom(1);
    const draws = Array.from({ length: 5 }, () => a());
    expect(draws).toEqual(Array.from({ length: 5 }, () => b()));
    for (const draw of draws) expect(draw >= 0 && draw < 1).toBe(true);
  });

  it('lists transactions newest first', () => {
    const { transactions = [] } = largeData({ transactions: 20 });
    const times = transactions.map((t) => Date.parse(t.timestamp));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
  });
});
