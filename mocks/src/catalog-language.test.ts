import { apiLocales, createApiClient, type ApiLocale } from '@izi/api';
import { inLanguage, marketplaceTexts, shopTexts } from '@izi/domain';
import { describe, expect, it } from 'vitest';
import * as fixtures from './fixtures';
import { itemsIn } from './catalog-language';
import { largeMarketplaceItems } from './large';
import { BASE, TOKEN } from './test-setup';
import { setupMockServer } from './testing';

setupMockServer();

const clientIn = (locale: string | null) =>
  createApiClient({ baseUrl: BASE, getToken: () => TOKEN, getLocale: () => locale });

describe("the catalogs in the request's language, as the server answers them", () => {
  it.each(apiLocales)('name and describe every item in %s', async (locale) => {
    const api = clientIn(locale);
    expect(await api.getMarketplaceItems()).toEqual(
      fixtures.marketplaceItems.map((item) => inLanguage(item, marketplaceTexts, locale)),
    );
    expect(await api.getShopItems()).toEqual(
      fixtures.shopItems.map((item) => inLanguage(item, shopTexts, locale)),
    );
  });

  it('answer English without a language they write, and say the answer varies', async () => {
    expect(await clientIn(null).getShopItems()).toEqual(fixtures.shopItems);
    expect(await clientIn('de-DE').getMarketplaceItems()).toEqual(fixtures.marketplaceItems);
    for (const path of ['/marketplace/items', '/izishop/items', '/characters', '/izishop/orders']) {
      const answer = await fetch(`${BASE}${path}`, {
        headers: { Authorization: `Bearer ${TOKEN}`, 'Accept-Language': 'fa' },
      });
      expect(answer.headers.get('Vary'), path).toBe('Accept-Language');
    }
  });

  it("name a bought character and an order's lines in the reader's language", async () => {
    const fa = clientIn('fa');
    const { character } = await fa.buyCharacter(2, { characterType: 'PETA' });
    expect(character?.name).toBe(marketplaceTexts[2].fa.name);
    const names = async (locale: ApiLocale) =>
      (await clientIn(locale).getCharacters()).map((c) => c.name);
    expect(await names('en')).toContain('Organic Farmer');
    expect(await names('ar')).toContain(marketplaceTexts[2].ar.name);

    await fa.setCartLine(1, { quantity: 1 });
    const { order } = await fa.checkout();
    expect(order?.lines.map((line) => line.name)).toEqual([shopTexts[1].fa.name]);
    const [listed] = await clientIn('es').getOrders();
    expect(listed?.lines.map((line) => line.name)).toEqual([shopTexts[1].es.name]);
    const [english] = await clientIn('en').getOrders();
    expect(english?.lines.map((line) => line.name)).toEqual(['Wireless Headphones']);
  });

  it("give a story's seed items in its locale, and generated ones as they are", () => {
    expect(itemsIn(fixtures.marketplaceItems, 'fa').map((item) => item.name)).toEqual(
      fixtures.marketplaceItems.map((item) => marketplaceTexts[item.id as 1].fa.name),
    );
    const large = largeMarketplaceItems(30);
    expect(itemsIn(large, 'ar')).toEqual(large);
    expect(itemsIn(fixtures.shopItems, undefined)).toEqual(fixtures.shopItems);
  });
});
