/**
 * `readFast` (tolerant-readers.ts) reads an item without zod's machinery: whenever it answers, its answer
 * must be zod's, to the last key (and the order of the keys); when it does not (`REFUSED`), zod
 * reads the item as before. Compared here over every answer schema, on the items as this
 * project's server sends them and on thousands of seeded variations of them (every spelling the
 * tolerant reader accepts, and what it refuses: missing, blank, null, wrong types, extra keys).
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { calls } from './calls';
import { readFast, readText, readTimestamp, REFUSED } from './tolerant-readers';
import { characterTypes, genders, jobs, tokenTypes, transactionTypes } from './constants';
import {
  characterTypeReadSchema,
  genderReadSchema,
  jobSchema,
  tokenTypeSchema,
  transactionTypeSchema,
} from './index';

/** An item of each schema as this project's server writes it. */
const canonical = {
  character: {
    id: 7,
    name: 'Ada Byte',
    customName: null,
    image: '/art/characters/programmer.svg',
    job: 'PROGRAMMER',
    characterType: 'PETA',
    knowledge: 80,
    experience: 55.5,
    energy: 100,
    happiness: 0,
    baseRate: 3.82,
  },
  transaction: {
    id: 10000,
    transactionType: 'MEDALLION_UPGRADE',
    tokenType: 'IZIDOL',
    amount: 200.08,
    timestamp: '2025-06-14T09:12:00.000Z',
  },
  marketplaceItem: {
    id: 1,
    name: 'Chef Lorenzo',
    description: 'Cooks for the whole town.',
    imageUrl: '/art/jobs/chef.svg',
    applicableJob: 'CHEF',
    priceDot: 120,
  },
  shopItem: {
    id: 3,
    name: 'Mug',
    description: 'A mug.',
    imageUrl: '/art/shop/mug.svg',
    stock: 12,
    priceDol: 19.9,
    discountPriceDol: 14.9,
    discountCostDom: 50,
  },
  medallion: {
    type: 'PETA',
    gender: 'F',
    starLevel: 2,
    capacity: 5,
    characterCount: 3,
    imageUrl: '/art/medallions/peta.svg',
    nextLevel: { starLevel: 3, capacity: 8, price: 250 },
  },
  order: {
    id: 'ord_1',
    state: 'PLACED',
    createdAt: '2025-06-14T09:12:00.000Z',
    lines: [
      { itemId: 3, quantity: 2, payWithDiscount: true, priceDol: 29.8, costDom: 100, name: 'Mug' },
    ],
    totalDol: 29.8,
    totalDom: 100,
  },
};

/**
 * Each schema, an item of it, and whether `readFast` takes its items on: every list of the
 * contract and the other plain answers; not the orders (a line's defaults) nor the login (the
 * token's further check), which zod alone reads.
 */
const schemas: [string, z.ZodMiniType, Record<string, unknown>, boolean][] = [
  ['getCharacters', calls.getCharacters.response, canonical.character, true],
  ['getTransactions', calls.getTransactions.response, canonical.transaction, true],
  ['getMarketplaceItems', calls.getMarketplaceItems.response, canonical.marketplaceItem, true],
  ['getShopItems', calls.getShopItems.response, canonical.shopItem, true],
  ['getMedallions', calls.getMedallions.response, canonical.medallion, true],
  [
    'getWallet',
    calls.getWallet.response,
    { iziDolBalance: 1, iziDotBalance: 2, iziDomBalance: 3 },
    true,
  ],
  ['signup', calls.signup.response, { success: true, message: 'ok', email: 'a@b.c' }, true],
  ['getOrders', calls.getOrders.response, canonical.order, false],
  ['login', calls.login.response, { token: 'abc' }, false],
];

/** Values a field may come as: the tolerant reader accepts some, converts some, refuses others. */
const values: unknown[] = [
  0,
  1,
  2,
  4,
  5,
  -5,
  3.5,
  150,
  1e12,
  1_718_356_320,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '0',
  '12',
  ' 1e3 ',
  '19.90',
  '-3',
  '.5',
  '12,50',
  'free',
  '',
  '   ',
  'text',
  'PETA',
  'peta',
  'Alpha',
  'taxi-driver',
  'Taxi Driver',
  'TAXI_DRIVER',
  'TAXIDRIVER',
  'iziDot',
  'izi_dot',
  'DOT',
  'dol',
  'M',
  'male',
  'FEMALE',
  'CREDIT',
  'medallion upgrade',
  'SOMETHING_NEW',
  '2025-06-14T09:12:00.000Z',
  '2025-06-14T09:12:00Z',
  '2025-06-14',
  'June 14, 2025 10:00',
  'yesterday',
  '1718356320',
  '1718356320000',
  '/art/x.svg',
  null,
  undefined,
  true,
  false,
  [],
  [1],
  {},
  { starLevel: 3, capacity: 8, price: 250 },
  { starLevel: '4', capacity: '8', price: '250.5', extra: 1 },
  { starLevel: 5, capacity: 8, price: 250 },
  [{ itemId: 1, quantity: 1, priceDol: 2, name: 'x' }],
  [{ itemId: 1, quantity: 'x', priceDol: 2, name: 'x' }],
];

/** A seeded generator (mulberry32), so that every run compares the same items. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The keys of a value and of everything in it, in order: two answers must list the same. */
const keysOf = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(keysOf)
    : value && typeof value === 'object'
      ? Object.entries(value).map(([key, inner]) => [key, keysOf(inner)])
      : typeof value;

/** `readFast`'s answer is zod's whenever it gives one; true when it gave one. */
function compare(schema: z.ZodMiniType, input: unknown): boolean {
  const fast = readFast(schema, input);
  if (fast === REFUSED) return false;
  const read = schema.safeParse(input);
  expect(read.success).toBe(true);
  expect(fast).toStrictEqual(read.data);
  expect(keysOf(fast)).toEqual(keysOf(read.data));
  return true;
}

describe('readFast', () => {
  it.each(schemas)(
    'reads the items of %s as the server sends them, as zod does',
    (_, schema, item, fast) => {
      expect(schema.safeParse(item).success).toBe(true);
      expect(compare(schema, item)).toBe(fast);
    },
  );

  it.each(schemas)(
    'answers what zod answers, or leaves the item to zod (%s)',
    (_, schema, item, fast) => {
      const random = seeded(15);
      const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
      const keys = Object.keys(item);
      let read = 0;
      let refused = 0;
      for (let trial = 0; trial < 3000; trial += 1) {
        const input: Record<string, unknown> = { ...item };
        const changes = 1 + Math.floor(random() * 3);
        for (let change = 0; change < changes; change += 1) {
          const key = pick(keys);
          const what = random();
          if (what < 0.15) delete input[key];
          else if (what < 0.2) input[`extra${change}`] = pick(values);
          else input[key] = pick(values);
        }
        if (compare(schema, input)) read += 1;
        else {
          refused += 1;
          // What readFast leaves to zod of a schema it takes on is what zod refuses.
          if (fast) expect(schema.safeParse(input).success).toBe(false);
        }
      }
      // Both sides were exercised (or none is read fast, for a schema it does not take on).
      expect(read > 100).toBe(fast);
      expect(refused).toBeGreaterThan(100);
      for (const input of [null, undefined, [], [item], 'item', 5, true])
        expect(compare(schema, input)).toBe(false);
    },
  );

  it('leaves to zod what it does not take on: a further check, a default, a catch-all', () => {
    const refuseAll = z.object({ name: readText }).check(({ value, issues }) => {
      issues.push({ code: 'custom', message: 'never', input: value });
    });
    expect(readFast(refuseAll, { name: 'a' })).toBe(REFUSED);
    expect(readFast(z.optional(z._default(readText, 'x')), undefined)).toBe(REFUSED);
    expect(readFast(z.looseObject({ name: readText }), { name: 'a', more: 1 })).toBe(REFUSED);
    expect(readFast(z.object({ name: readText.check(() => {}) }), { name: 'a' })).toBe(REFUSED);
    expect(readFast(z.object({ name: readText }), { name: 'a', more: 1 })).toStrictEqual({
      name: 'a',
    });
  });

  it('keeps a timestamp already written as the reader writes it, as parsing it would', () => {
    const random = seeded(28);
    const two = (n: number) => String(n).padStart(2, '0');
    const texts = [
      '0000-01-01T00:00:00.000Z',
      '9999-12-28T23:59:59.999Z',
      '2024-02-28T23:59:59.999Z',
    ];
    for (let i = 0; i < 20_000; i += 1) {
      const year = String(Math.floor(random() * 10_000)).padStart(4, '0');
      // Out of range too (month 00, day 31 of June, hour 24, second 60): those are parsed.
      const [month, day, hour, minute, second] = [12, 31, 24, 60, 60].map((most) =>
        two(Math.floor(random() * (most + 1))),
      );
      const ms = String(Math.floor(random() * 1000)).padStart(3, '0');
      texts.push(`${year}-${month}-${day}T${hour}:${minute}:${second}.${ms}Z`);
    }
    for (const text of texts) {
      // What the reader gives for text that is not a number: Date's reading, written as ISO text.
      const date = new Date(Date.parse(text));
      const read = readTimestamp.safeParse(text);
      if (Number.isNaN(date.getTime())) expect(read.success).toBe(false);
      else expect(read.data).toBe(date.toISOString());
    }
  });

  it('reads an enum-like value as the key of its spelling says, known values as they are', () => {
    const enums = [
      [jobSchema, jobs, {}],
      [characterTypeReadSchema, characterTypes, {}],
      [genderReadSchema, genders, { MALE: 'M', FEMALE: 'F' }],
      [transactionTypeSchema, transactionTypes, {}],
      [tokenTypeSchema, tokenTypes, { DOL: 'IZIDOL', DOT: 'IZIDOT', DOM: 'IZIDOM' }],
    ] as const;
    const key = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');
    for (const [schema, known, aliases] of enums) {
      const byKey = new Map<string, string>([
        ...known.map((value) => [key(value), value] as const),
        ...Object.entries(aliases),
      ]);
      for (const input of [...known, ...Object.keys(aliases), ...values]) {
        // The reader's rule (README): a known value whatever its spelling, any other text as it came.
        const expected =
          typeof input !== 'string' || input.trim() === ''
            ? REFUSED
            : (byKey.get(key(input)) ?? input);
        const read = schema.safeParse(input);
        expect(read.success ? read.data : REFUSED).toBe(expected);
      }
    }
  });
});
