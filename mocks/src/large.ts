/**
 * Large data, deterministic: `largeData({ marketplaceItems: 5000, characters: 500, … })` makes
 * that many items from the fixtures (every job, type and picture in turn), numbered and varied by
 * a seeded generator, so a story, a test or the lists' benchmark gets the same thousands of items
 * on every run. The spec's list calls have no paging: a backend may answer them whole.
 */
import type { Character, MarketplaceItem, ShopItem, Transaction } from '@izi/api';
import * as fixtures from './fixtures';
import type { MockDbSeed } from './db';

export interface LargeSizes {
  marketplaceItems?: number;
  shopItems?: number;
  characters?: number;
  transactions?: number;
  /** The generator's seed (default 15): the same seed gives the same data. */
  seed?: number;
}

/** mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

export function largeMarketplaceItems(count: number, seed = 15): MarketplaceItem[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const base = pick(fixtures.marketplaceItems, i);
    return {
      ...base,
      id: i + 1,
      name: `${base.name} ${i + 1}`,
      priceDot: Math.round(base.priceDot * (0.5 + random())),
    };
  });
}

export function largeShopItems(count: number, seed = 15): ShopItem[] {
  const random = seededRandom(seed + 1);
  return Array.from({ length: count }, (_, i) => {
    const base = pick(fixtures.shopItems, i);
    return {
      ...base,
      id: i + 1,
      name: `${base.name} ${i + 1}`,
      stock: Math.floor(random() * 50),
    };
  });
}

export function largeCharacters(count: number, seed = 15): Character[] {
  const random = seededRandom(seed + 2);
  const level = () => Math.round(20 + random() * 80);
  return Array.from({ length: count }, (_, i) => {
    const base = pick(fixtures.characters, i);
    return {
      ...base,
      id: 1000 + i,
      name: `${base.name} ${i + 1}`,
      knowledge: level(),
      experience: level(),
      energy: level(),
      happiness: level(),
      baseRate: round2(base.baseRate * (0.5 + random())),
    };
  });
}

/** Newest first, one every 37 minutes back from the fixtures' newest. */
export function largeTransactions(count: number, seed = 15): Transaction[] {
  const random = seededRandom(seed + 3);
  const newest = Date.parse(fixtures.transactions[0]?.timestamp ?? '2025-06-14T09:12:00.000Z');
  return Array.from({ length: count }, (_, i) => {
    const base = pick(fixtures.transactions, i);
    return {
      ...base,
      id: count - i,
      amount: round2(1 + random() * 500),
      timestamp: new Date(newest - i * 37 * 60_000).toISOString(),
    };
  });
}

/** A seed for `createMockDb` with the lists at the given sizes (the others as in the fixtures). */
export function largeData(sizes: LargeSizes): MockDbSeed {
  const { seed = 15 } = sizes;
  const seedState: MockDbSeed = {};
  if (sizes.marketplaceItems !== undefined)
    seedState.marketplaceItems = largeMarketplaceItems(sizes.marketplaceItems, seed);
  if (sizes.shopItems !== undefined) seedState.shopItems = largeShopItems(sizes.shopItems, seed);
  if (sizes.characters !== undefined) {
    const characters = largeCharacters(sizes.characters, seed);
    seedState.characters = characters;
    seedState.medallions = fixtures.medallions.map((m) => ({
      ...m,
      characterCount: characters.filter((c) => c.characterType === m.type).length,
    }));
  }
  if (sizes.transactions !== undefined)
    seedState.transactions = largeTransactions(sizes.transactions, seed);
  return seedState;
}
