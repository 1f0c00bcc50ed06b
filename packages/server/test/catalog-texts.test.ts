/**
 * The catalogs in the reader's language: every marketplace and shop item in each of en, es, fa
 * and ar as `Accept-Language` asks (English when it names none of them), with `Vary:
 * Accept-Language`; a bought character and an order's lines named likewise, and the advisor's
 * mentions of items; texts seeded into a database that lacks them.
 */
import { apiLocales, type ApiLocale } from '@izi/api';
import {
  inLanguage,
  marketplaceCatalog,
  marketplaceTexts,
  shopCatalog,
  shopTexts,
} from '@izi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceItemTexts, users } from '../src/db/schema';
import { seedCatalogTexts } from '../src/services/catalog-texts';
import { record } from '../src/services/ledger';
import { startTestServer, type TestServer } from './helpers';

let t: TestServer;
let reader: string;
beforeAll(async () => {
  t = await startTestServer();
  reader = (await t.newUser()).token;
});
afterAll(() => t?.close());

const texts = (list: { id: number; name: string; description: string }[]) =>
  list.map(({ id, name, description }) => ({ id, name, description }));
const marketplaceIn = (locale: string) =>
  texts(marketplaceCatalog.map((item) => inLanguage(item, marketplaceTexts, locale)));
const shopIn = (locale: string) =>
  texts(shopCatalog.map((item) => inLanguage(item, shopTexts, locale)));
const nameOf = (id: 1 | 11, locale: ApiLocale) =>
  locale === 'en' ? marketplaceCatalog[id - 1]!.name : marketplaceTexts[id][locale].name;

async function credit(username: string, tokenType: 'IZIDOT' | 'IZIDOL', amount: number) {
  const [row] = await t.server.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username));
  await record(t.server.database.db, row!.id, [
    { transactionType: 'CREDIT', tokenType, amount, direction: 1, at: new Date() },
  ]);
}

describe('the catalogs', () => {
  it.each(apiLocales)(
    'name and describe every item in %s, varying by Accept-Language',
    async (locale) => {
      const headers = { 'Accept-Language': locale };
      const market = await t.request('GET', '/api/marketplace/items', { token: reader, headers });
      expect(market.status).toBe(200);
      expect(texts(market.body)).toEqual(marketplaceIn(locale));
      expect(market.headers.get('vary')).toMatch(/Accept-Language/i);
      const shop = await t.request('GET', '/api/izishop/items', { token: reader, headers });
      expect(texts(shop.body)).toEqual(shopIn(locale));
      expect(shop.headers.get('vary')).toMatch(/Accept-Language/i);
      if (locale !== 'en') expect(texts(shop.body)).not.toEqual(shopIn('en'));
    },
  );

  it('answer in English without a header, or for a language izi does not write', async () => {
    for (const header of [undefined, 'de-DE, fr;q=0.8', '*', 'fa;q=0']) {
      const headers: Record<string, string> = header ? { 'Accept-Language': header } : {};
      const market = await t.request('GET', '/api/marketplace/items', { token: reader, headers });
      expect(texts(market.body), String(header)).toEqual(marketplaceIn('en'));
      const shop = await t.request('GET', '/api/izishop/items', { token: reader, headers });
      expect(texts(shop.body), String(header)).toEqual(shopIn('en'));
      expect(shop.headers.get('vary')).toMatch(/Accept-Language/i);
    }
  });

  it('answer the language the header prefers, with its region or after another it lacks', async () => {
    const headers = { 'Accept-Language': 'de;q=1, ar-SA;q=0.9, fa;q=0.5' };
    const market = await t.request('GET', '/api/marketplace/items', { token: reader, headers });
    expect(texts(market.body)).toEqual(marketplaceIn('ar'));
  });

  it('stores the texts again in a database that lacks them, keeping the English', async () => {
    const db = t.server.database.db;
    await db.delete(marketplaceItemTexts);
    const bare = await t.request('GET', '/api/marketplace/items', {
      token: reader,
      headers: { 'Accept-Language': 'fa' },
    });
    expect(texts(bare.body)).toEqual(marketplaceIn('en'));
    await seedCatalogTexts(db);
    const again = await t.request('GET', '/api/marketplace/items', {
      token: reader,
      headers: { 'Accept-Language': 'fa' },
    });
    expect(texts(again.body)).toEqual(marketplaceIn('fa'));
  });
});

describe('what is named after an item', () => {
  it('names a bought character in the language of whoever reads it', async () => {
    const { token, username } = await t.newUser();
    await credit(username, 'IZIDOT', 2000);
    const bought = await t.request('POST', '/api/marketplace/items/11/buy', {
      token,
      body: { characterType: 'PETA' },
      headers: { 'Accept-Language': 'fa' },
    });
    expect(bought.status).toBe(200);
    expect(bought.body.character.name).toBe(nameOf(11, 'fa'));
    expect(bought.headers.get('vary')).toMatch(/Accept-Language/i);
    for (const locale of apiLocales) {
      const listed = await t.request('GET', '/api/characters', {
        token,
        headers: { 'Accept-Language': locale },
      });
      const character = listed.body.find((c: { id: number }) => c.id === bought.body.character.id);
      expect(character.name, locale).toBe(nameOf(11, locale));
      expect(listed.headers.get('vary')).toMatch(/Accept-Language/i);
      const ofType = await t.request('GET', '/api/characters?type=PETA', {
        token,
        headers: { 'Accept-Language': locale },
      });
      expect(ofType.body.map((c: { name: string }) => c.name)).toContain(nameOf(11, locale));
    }
    // The starter characters keep their own names in every language.
    const en = await t.request('GET', '/api/characters', { token });
    const fa = await t.request('GET', '/api/characters', {
      token,
      headers: { 'Accept-Language': 'fa' },
    });
    const others = (list: { id: number; name: string }[]) =>
      list.filter((c) => c.id !== bought.body.character.id);
    expect(others(fa.body)).toEqual(others(en.body));
  });

  it("reads an order's lines in the reader's language", async () => {
    const { token, username } = await t.newUser();
    await credit(username, 'IZIDOL', 500);
    await t.request('PUT', '/api/izishop/cart/lines/1', { token, body: { quantity: 1 } });
    await t.request('PUT', '/api/izishop/cart/lines/4', { token, body: { quantity: 1 } });
    const done = await t.request('POST', '/api/izishop/checkout', {
      token,
      headers: { 'Accept-Language': 'ar' },
    });
    expect(done.status).toBe(200);
    expect(done.body.order.lines.map((l: { name: string }) => l.name)).toEqual([
      shopTexts[1].ar.name,
      shopTexts[4].ar.name,
    ]);
    expect(done.headers.get('vary')).toMatch(/Accept-Language/i);
    for (const locale of apiLocales) {
      const orders = await t.request('GET', '/api/izishop/orders', {
        token,
        headers: { 'Accept-Language': locale },
      });
      expect(
        orders.body[0].lines.map((l: { name: string }) => l.name),
        locale,
      ).toEqual([1, 4].map((id) => inLanguage(shopCatalog[id - 1]!, shopTexts, locale).name));
      expect(orders.headers.get('vary')).toMatch(/Accept-Language/i);
    }
  });

  it("mentions the marketplace's items in the advisor's language", async () => {
    const { token, username } = await t.newUser();
    await credit(username, 'IZIDOT', 1000);
    const cheapest = marketplaceCatalog.reduce((a, b) => (b.priceDot < a.priceDot ? b : a));
    for (const locale of apiLocales) {
      const answer = await t.request('GET', '/api/ai/analyze-characters', {
        token,
        headers: { 'Accept-Language': locale },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.analysis, locale).toContain(
        inLanguage(cheapest, marketplaceTexts, locale).name,
      );
    }
  });
});
