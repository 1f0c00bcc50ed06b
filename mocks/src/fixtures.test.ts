import {
  apiLocales,
  calls,
  characterTypes,
  genders,
  jobs,
  MAX_STAR_LEVEL,
  starLevels,
  transactionTypes,
  type Medallion,
} from '@izi/api';
import { marketplaceCatalog, medallionImagePath, shopCatalog, shopSlugs } from '@izi/domain';
import { describe, expect, it } from 'vitest';
import * as fixtures from './fixtures';

/** Every fixture must pass the very schema the client checks answers with. */
describe('the fixtures follow the contract', () => {
  it.each([
    ['wallet', calls.getWallet.response, fixtures.wallet],
    ['characters', calls.getCharacters.response, fixtures.characters],
    ['transactions', calls.getTransactions.response, fixtures.transactions],
    ['stats', calls.getStats.response, fixtures.stats],
    ['marketplaceItems', calls.getMarketplaceItems.response, fixtures.marketplaceItems],
    ['shopItems', calls.getShopItems.response, fixtures.shopItems],
    ['medallions', calls.getMedallions.response, fixtures.medallions],
    ['allMedallions', calls.getMedallions.response, fixtures.allMedallions],
    ['analysis', calls.analyzeCharacters.response, { analysis: fixtures.analysis }],
    ['xssAnalysis', calls.analyzeCharacters.response, { analysis: fixtures.xssAnalysis }],
    ...apiLocales.map(
      (locale) =>
        [
          `analyses.${locale}`,
          calls.analyzeCharacters.response,
          { analysis: fixtures.analyses[locale] },
        ] as const,
    ),
  ] as const)('%s', (_, schema, value) => {
    // A list call's schema is that of one item: the client reads a list item by item.
    const issues = (Array.isArray(value) ? value : [value]).flatMap((item: unknown) => {
      const result = schema.safeParse(item);
      return result.success ? [] : result.error.issues;
    });
    expect(issues).toEqual([]);
  });
});

describe('characters', () => {
  const { characters } = fixtures;

  it('cover every job and every type, with unique ids', () => {
    expect(new Set(characters.map((c) => c.job))).toEqual(new Set(jobs));
    expect(new Set(characters.map((c) => c.characterType))).toEqual(new Set(characterTypes));
    expect(new Set(characters.map((c) => c.id)).size).toBe(characters.length);
  });

  it('come with and without images, portraits at /art/characters/{job}.svg', () => {
    const withImage = characters.filter((c) => c.image !== null);
    expect(withImage.length).toBeGreaterThan(0);
    expect(characters.some((c) => c.image === null)).toBe(true);
    for (const c of withImage) expect(c.image).toBe(`/art/characters/${c.job.toLowerCase()}.svg`);
  });

  it('include a very long name and a Persian one', () => {
    const names = characters.map((c) => c.name);
    expect(names).toContain(fixtures.longCharacterName);
    expect(fixtures.longCharacterName.length).toBeGreaterThan(60);
    expect(names).toContain(fixtures.persianCharacterName);
    expect(fixtures.persianCharacterName).toMatch(/^[\u0600-\u06FF\s]+$/);
  });
});

describe('medallions', () => {
  const imageOf = (m: Medallion) =>
    `/art/medallions/${m.type.toLowerCase()}-${m.starLevel}-${m.gender.toLowerCase()}.svg`;

  it("the user's list has one per type, counts matching the characters and within capacity", () => {
    expect(fixtures.medallions.map((m) => m.type)).toEqual([...characterTypes]);
    for (const m of fixtures.medallions) {
      const owned = fixtures.characters.filter((c) => c.characterType === m.type).length;
      expect(m.characterCount).toBe(owned);
      expect(m.characterCount).toBeLessThanOrEqual(m.capacity);
    }
    expect(fixtures.medallions.some((m) => m.starLevel === MAX_STAR_LEVEL)).toBe(true);
  });

  it('exist at every star level in both genders, for every type', () => {
    const keys = fixtures.allMedallions.map((m) => `${m.type}-${m.starLevel}-${m.gender}`);
    expect(new Set(keys).size).toBe(characterTypes.length * starLevels.length * genders.length);
    for (const type of characterTypes)
      for (const level of starLevels)
        for (const gender of genders) {
          const m = fixtures.medallionsByLevel[type][level][gender];
          expect([m.type, m.starLevel, m.gender]).toEqual([type, level, gender]);
        }
  });

  it('follow the image convention, and have a next level exactly below the maximum', () => {
    for (const m of [...fixtures.allMedallions, ...fixtures.medallions]) {
      expect(m.imageUrl).toBe(imageOf(m));
      if (m.starLevel === MAX_STAR_LEVEL) expect(m.nextLevel).toBeNull();
      else {
        expect(m.nextLevel?.starLevel).toBe(m.starLevel + 1);
        expect(m.nextLevel?.capacity).toBeGreaterThan(m.capacity);
        expect(m.nextLevel?.price).toBeGreaterThan(0);
      }
    }
  });

  it('builds image paths as /art/medallions/{type}-{level}-{gender}.svg', () => {
    expect(medallionImagePath('PETA', 2, 'F')).toBe('/art/medallions/peta-2-f.svg');
  });
});

describe('transactions', () => {
  it('include every transaction type, newest first', () => {
    const types = new Set(fixtures.transactions.map((t) => t.transactionType));
    expect(types).toEqual(new Set(transactionTypes));
    const times = fixtures.transactions.map((t) => Date.parse(t.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('marketplace items', () => {
  it('cover every job (at least ten items) with the job illustration', () => {
    const items = fixtures.marketplaceItems;
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(new Set(items.map((i) => i.applicableJob))).toEqual(new Set(jobs));
    for (const i of items)
      expect(i.imageUrl).toBe(`/art/jobs/${i.applicableJob.toLowerCase()}.svg`);
  });
});

describe('shop items', () => {
  const items = fixtures.shopItems;
  const discount = (i: (typeof items)[number]) =>
    [i.discountPriceDol, i.discountCostDom].filter((v) => v !== null).length;

  it('come with a full discount, none, and only one of the two fields', () => {
    expect(items.some((i) => discount(i) === 2)).toBe(true);
    expect(items.some((i) => discount(i) === 0)).toBe(true);
    expect(items.some((i) => i.discountPriceDol !== null && i.discountCostDom === null)).toBe(true);
    expect(items.some((i) => i.discountPriceDol === null && i.discountCostDom !== null)).toBe(true);
  });

  it('include one out of stock', () => {
    expect(items.some((i) => i.stock === 0)).toBe(true);
  });

  it('use at most six pictures, at /art/shop/{slug}.svg', () => {
    expect(shopSlugs.length).toBeLessThanOrEqual(6);
    const allowed = shopSlugs.map((slug) => `/art/shop/${slug}.svg`);
    for (const i of items) expect(allowed).toContain(i.imageUrl);
  });
});

describe('advisor texts', () => {
  it('the long analysis uses ###, ## and * lines', () => {
    const lines = fixtures.analysis.split('\n');
    expect(lines.length).toBeGreaterThan(10);
    for (const marker of ['### ', '## ', '* ']) {
      expect(lines.some((line) => line.startsWith(marker))).toBe(true);
    }
  });

  it.each(apiLocales)("the %s analysis has the English one's shape, in its own words", (locale) => {
    const shape = (text: string) =>
      text.split('\n').map((line) => /^(### |## |\* )?/.exec(line)?.[0]);
    const english = fixtures.analysis.split('\n');
    const lines = fixtures.analyses[locale].split('\n');
    expect(shape(fixtures.analyses[locale])).toEqual(shape(fixtures.analysis));
    for (const token of ['ALPHA', 'PETA', 'BETA', 'ATA', 'iziDol', 'Theo Lessons', 'Hana Shears'])
      expect(fixtures.analyses[locale]).toContain(token);
    if (locale === 'en') expect(fixtures.analyses.en).toBe(fixtures.analysis);
    else lines.forEach((line, i) => expect(line).not.toBe(english[i]));
    // Arabic digits in Arabic (ar-SA), Western ones elsewhere.
    expect(fixtures.analyses[locale]).toContain(locale === 'ar' ? '٣٣٣٫١٥' : '333.15');
  });

  it('the XSS analysis carries an image handler and a script on their own lines', () => {
    const lines = fixtures.xssAnalysis.split('\n');
    expect(lines).toContain('<img src=x onerror=alert(1)>');
    expect(lines).toContain('<script>alert(1)</script>');
  });
});

describe('the catalogs are the seed catalogs of @izi/domain (the server seeds the same)', () => {
  it('the marketplace, as it is', () => {
    expect(fixtures.marketplaceItems).toEqual(marketplaceCatalog);
  });

  it('the shop, item by item, with only its stock, price and discount set for the stories', () => {
    const states = ['stock', 'priceDol', 'discountPriceDol', 'discountCostDom'];
    expect(fixtures.shopItems.map((i) => i.id)).toEqual(shopCatalog.map((i) => i.id));
    fixtures.shopItems.forEach((item, index) => {
      const seed = shopCatalog[index]!;
      const changed = Object.keys(item).filter(
        (key) => item[key as keyof typeof item] !== seed[key as keyof typeof seed],
      );
      expect(
        changed.filter((key) => !states.includes(key)),
        item.name,
      ).toEqual([]);
      expect(changed.sort(), item.name).toEqual(
        Object.keys(fixtures.shopItemStates[seed.id] ?? {}).sort(),
      );
    });
  });
});
