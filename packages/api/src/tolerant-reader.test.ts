/**
 * The tolerant reader (README: "The tolerant reader"), rule by rule, over msw/node: what another
 * backend that follows the spec may send is read, and what the app cannot show is refused by
 * name or, in a list, left out and counted.
 */
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createApiClient, skippedIn } from './index';
import { character, marketplaceItem, medallion, shopItem, transaction } from './testing/samples';
import { answer, BASE, useServer } from './testing/server';

useServer();

const client = createApiClient({ baseUrl: BASE, getToken: () => 'token-123' });

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('ids', () => {
  it('keeps a text id or a number id exactly as it came', async () => {
    answer('GET', '/characters', () =>
      HttpResponse.json([
        { ...character, id: 'mk_01' },
        { ...character, id: '3f2c9a4e-1b7d-4c1e-9a55-0c2f6b1d7e10' },
        { ...character, id: 12 },
      ]),
    );
    const list = await client.getCharacters();
    expect(list.map((c) => c.id)).toEqual(['mk_01', '3f2c9a4e-1b7d-4c1e-9a55-0c2f6b1d7e10', 12]);
  });

  it('encodes a text id in the path it travels in', async () => {
    const arrived = answer('POST', '/characters/:id/sell', () =>
      HttpResponse.json({ success: true }),
    );
    await client.sellCharacter('mk/01 ü?');
    await client.sellCharacter(42);
    expect(arrived.map((a) => a.url)).toEqual([
      `${BASE}/characters/mk%2F01%20%C3%BC%3F/sell`,
      `${BASE}/characters/42/sell`,
    ]);
  });

  it.each([[''], ['  '], [null], [true], [{}]])('leaves out an item whose id is %j', async (id) => {
    answer('GET', '/izishop/items', () => HttpResponse.json([shopItem, { ...shopItem, id }]));
    const list = await client.getShopItems();
    expect(list).toEqual([shopItem]);
    expect(skippedIn(list)).toBe(1);
  });
});

describe('numbers', () => {
  it('reads numeric text as a number, in every entity', async () => {
    answer('GET', '/wallet', () =>
      HttpResponse.json({ iziDolBalance: '19.90', iziDotBalance: ' 1e3 ', iziDomBalance: '-.5' }),
    );
    answer('GET', '/izishop/items', () =>
      HttpResponse.json([
        { ...shopItem, priceDol: '129.99', stock: '3', discountPriceDol: '99.90' },
      ]),
    );
    answer('GET', '/medallions', () =>
      HttpResponse.json([
        { ...medallion, starLevel: '3', capacity: '8', characterCount: '2', nextLevel: null },
      ]),
    );
    expect(await client.getWallet()).toEqual({
      iziDolBalance: 19.9,
      iziDotBalance: 1000,
      iziDomBalance: -0.5,
    });
    expect(await client.getShopItems()).toEqual([
      { ...shopItem, priceDol: 129.99, stock: 3, discountPriceDol: 99.9 },
    ]);
    expect(await client.getMedallions()).toEqual([
      { ...medallion, starLevel: 3, capacity: 8, characterCount: 2, nextLevel: null },
    ]);
  });

  it.each([['twelve'], ['12,50'], [''], ['0x10'], ['Infinity'], [null]])(
    'refuses %j where a number belongs, naming the call and the field',
    async (value) => {
      answer('GET', '/stats', () => HttpResponse.json({ sevenDayIncome: value, totalValue: 1 }));
      await expect(client.getStats()).rejects.toMatchObject({
        kind: 'schema',
        call: 'getStats',
        message: expect.stringMatching(
          /^getStats: invalid response at sevenDayIncome: expected a number/,
        ),
      });
    },
  );

  it('keeps the ranges: a percent above 100 or a negative stock leaves the item out', async () => {
    answer('GET', '/characters', () =>
      HttpResponse.json([character, { ...character, id: 8, happiness: '100.5' }]),
    );
    const list = await client.getCharacters();
    expect(list.map((c) => c.id)).toEqual([7]);
    expect(warn).toHaveBeenCalledWith(
      'getCharacters: invalid response at [1].happiness: expected a number from 0 to 100, ' +
        'received string "100.5" (1 left out)',
    );
  });
});

describe('timestamps', () => {
  const iso = '2025-06-14T09:12:00.000Z';
  it.each([
    ['ISO text', iso],
    ['ISO text with an offset', '2025-06-14T11:12:00+02:00'],
    ['other text Date reads', 'Sat, 14 Jun 2025 09:12:00 GMT'],
    ['epoch seconds', 1749892320],
    ['epoch milliseconds', 1749892320000],
    ['epoch seconds as text', '1749892320'],
  ])('reads %s as ISO text', async (_, timestamp) => {
    answer('GET', '/transactions', () => HttpResponse.json([{ ...transaction, timestamp }]));
    expect((await client.getTransactions())[0]?.timestamp).toBe(iso);
  });

  it.each([['yesterday'], [''], [null], [1e300]])(
    'leaves out a transaction whose timestamp is %j',
    async (timestamp) => {
      answer('GET', '/transactions', () =>
        HttpResponse.json([transaction, { ...transaction, id: 2, timestamp }]),
      );
      const list = await client.getTransactions();
      expect(list).toEqual([transaction]);
      expect(skippedIn(list)).toBe(1);
      expect(warn.mock.calls[0]?.[0]).toMatch(
        /^getTransactions: invalid response at \[1\]\.timestamp: expected a date and time/,
      );
    },
  );
});

describe('enum-like values', () => {
  it.each([
    ['IZIDOT', 'IZIDOT'],
    ['iziDot', 'IZIDOT'],
    ['DOT', 'IZIDOT'],
    ['dot', 'IZIDOT'],
    ['izi_dot', 'IZIDOT'],
    ['Izi Dot', 'IZIDOT'],
    ['DOL', 'IZIDOL'],
    ['iziDom', 'IZIDOM'],
  ])('recognises the token %j as %s', async (tokenType, expected) => {
    answer('GET', '/transactions', () => HttpResponse.json([{ ...transaction, tokenType }]));
    expect((await client.getTransactions())[0]?.tokenType).toBe(expected);
  });

  it('recognises jobs, types, genders and transaction types whatever their case or separators', async () => {
    answer('GET', '/characters', () =>
      HttpResponse.json([
        { ...character, job: 'programmer', characterType: 'peta' },
        { ...character, job: 'Programmer', characterType: 'Beta' },
        { ...character, job: 'taxi-driver', characterType: 'ata' },
        { ...character, job: 'Taxi Driver', characterType: 'Alpha' },
      ]),
    );
    expect((await client.getCharacters()).map((c) => [c.job, c.characterType])).toEqual([
      ['PROGRAMMER', 'PETA'],
      ['PROGRAMMER', 'BETA'],
      ['TAXI_DRIVER', 'ATA'],
      ['TAXI_DRIVER', 'ALPHA'],
    ]);
    answer('GET', '/medallions', () =>
      HttpResponse.json([
        { ...medallion, gender: 'female' },
        { ...medallion, gender: 'm' },
      ]),
    );
    expect((await client.getMedallions()).map((m) => m.gender)).toEqual(['F', 'M']);
    answer('GET', '/transactions', () =>
      HttpResponse.json([{ ...transaction, transactionType: 'character-sale' }]),
    );
    expect((await client.getTransactions())[0]?.transactionType).toBe('CHARACTER_SALE');
  });

  it('keeps unknown values as they came, never refusing them', async () => {
    answer('GET', '/transactions', () =>
      HttpResponse.json([{ ...transaction, transactionType: 'Staking Reward', tokenType: 'USDT' }]),
    );
    answer('GET', '/marketplace/items', () =>
      HttpResponse.json([{ ...marketplaceItem, applicableJob: 'Astronaut' }]),
    );
    answer('GET', '/medallions', () =>
      HttpResponse.json([{ ...medallion, type: 'OMEGA', gender: 'X' }]),
    );
    const [tx] = await client.getTransactions();
    expect(tx).toMatchObject({ transactionType: 'Staking Reward', tokenType: 'USDT' });
    expect((await client.getMarketplaceItems())[0]?.applicableJob).toBe('Astronaut');
    expect(await client.getMedallions()).toEqual([{ ...medallion, type: 'OMEGA', gender: 'X' }]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves out an item whose enum-like value is blank or not text', async () => {
    answer('GET', '/characters', () =>
      HttpResponse.json([character, { ...character, job: ' ' }, { ...character, job: 3 }]),
    );
    const list = await client.getCharacters();
    expect(list).toEqual([character]);
    expect(skippedIn(list)).toBe(2);
  });

  it('refuses a star level outside 1 to 4 (the app computes the next level from it)', async () => {
    answer('GET', '/medallions', () =>
      HttpResponse.json([
        { ...medallion, starLevel: 5 },
        { ...medallion, starLevel: '4' },
      ]),
    );
    const list = await client.getMedallions();
    expect(list).toEqual([medallion]);
    expect(warn).toHaveBeenCalledWith(
      'getMedallions: invalid response at [0].starLevel: expected one of 1, 2, 3, 4, received 5 (1 left out)',
    );
  });
});

describe('images', () => {
  it.each([[null], [''], ['   '], [undefined]])('reads an image of %j as null', async (url) => {
    answer('GET', '/marketplace/items', () =>
      HttpResponse.json([{ ...marketplaceItem, imageUrl: url }]),
    );
    answer('GET', '/izishop/items', () => HttpResponse.json([{ ...shopItem, imageUrl: url }]));
    answer('GET', '/characters', () => HttpResponse.json([{ ...character, image: url }]));
    answer('GET', '/medallions', () => HttpResponse.json([{ ...medallion, imageUrl: url }]));
    const items = [
      ...(await client.getMarketplaceItems()),
      ...(await client.getShopItems()),
      ...(await client.getMedallions()),
    ];
    expect(items.map((item) => item.imageUrl ?? null)).toEqual([null, null, null]);
    expect((await client.getCharacters())[0]?.image ?? null).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves out an item whose image is neither text nor null', async () => {
    answer('GET', '/izishop/items', () =>
      HttpResponse.json([{ ...shopItem, imageUrl: { src: 'x' } }]),
    );
    expect(skippedIn(await client.getShopItems())).toBe(1);
  });
});

describe('fields the spec does not list', () => {
  it('ignores them', async () => {
    answer('GET', '/izishop/items', () =>
      HttpResponse.json([{ ...shopItem, sku: 'HP-1', tags: ['audio'], _links: {} }]),
    );
    answer('GET', '/wallet', () =>
      HttpResponse.json({ iziDolBalance: 1, iziDotBalance: 2, iziDomBalance: 3, usdt: 9 }),
    );
    expect(await client.getShopItems()).toEqual([shopItem]);
    expect(await client.getWallet()).toEqual({
      iziDolBalance: 1,
      iziDotBalance: 2,
      iziDomBalance: 3,
    });
  });

  it('reads a missing description or discount as none', async () => {
    const { description: _d, discountPriceDol: _p, discountCostDom: _c, ...bare } = shopItem;
    answer('GET', '/izishop/items', () => HttpResponse.json([bare]));
    const [item] = await client.getShopItems();
    expect(item).toEqual(bare);
    expect(item?.discountPriceDol ?? null).toBeNull();
  });
});

describe('one bad item never blanks a list', () => {
  it('answers the readable items, counts the others, and warns once naming the call and field', async () => {
    answer('GET', '/marketplace/items', () =>
      HttpResponse.json([
        marketplaceItem,
        { ...marketplaceItem, id: 2, priceDot: 'free' },
        { ...marketplaceItem, id: 3 },
        { ...marketplaceItem, id: 4, name: null },
        'not an item',
      ]),
    );
    const list = await client.getMarketplaceItems();
    expect(list.map((item) => item.id)).toEqual([1, 3]);
    expect(skippedIn(list)).toBe(3);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(
      'getMarketplaceItems: invalid response at [1].priceDot: expected a number, ' +
        'received string "free" (3 left out)',
    );
  });

  it('answers an empty list with the count when no item can be read', async () => {
    answer('GET', '/transactions', () => HttpResponse.json([{ id: 1 }, { id: 2 }]));
    const list = await client.getTransactions();
    expect(list).toEqual([]);
    expect(skippedIn(list)).toBe(2);
  });

  it('counts nothing and says nothing when every item is read', async () => {
    answer('GET', '/characters', () => HttpResponse.json([character]));
    const list = await client.getCharacters();
    expect(skippedIn(list)).toBe(0);
    expect(skippedIn(undefined)).toBe(0);
    expect(warn).not.toHaveBeenCalled();
  });
});
