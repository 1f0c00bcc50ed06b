// The seed catalogs' texts (@izi/domain) against the same rules as the message catalogs: every
// item in every language, the glossary's spellings, and no English left in Persian or Arabic
// beyond the names the glossary keeps in Latin letters (iziShop, the tokens).
import { readFileSync } from 'node:fs';
import {
  catalogTextLanguages,
  marketplaceCatalog,
  marketplaceTexts,
  shopCatalog,
  shopTexts,
} from '@izi/domain';
import { describe, expect, it } from 'vitest';
import { glossaryProblems } from './glossary-check.mjs';

const glossary = JSON.parse(readFileSync(new URL('../glossary.json', import.meta.url), 'utf8'));

/** The glossary's terms that Persian and Arabic write as English does. */
const keptNames = Object.values(glossary.terms)
  .filter((term) => term.fa === term.en && term.ar === term.en)
  .map((term) => term.en);

const catalogs = [
  ['marketplace', marketplaceCatalog, marketplaceTexts],
  ['shop', shopCatalog, shopTexts],
];

/** One language's texts of a catalog as a message catalog: `<area>.<id>.name` → text. */
function asMessages(area, items, texts, language) {
  return Object.fromEntries(
    items.flatMap((item) => [
      [`${area}.${item.id}.name`, texts[item.id]?.[language]?.name],
      [`${area}.${item.id}.description`, texts[item.id]?.[language]?.description],
    ]),
  );
}

describe.each(catalogs)('the %s catalog texts', (area, items, texts) => {
  it('name and describe every item in every language, and no other item', () => {
    expect(Object.keys(texts).map(Number).sort()).toEqual(items.map((item) => item.id).sort());
    for (const language of catalogTextLanguages) {
      for (const [id, text] of Object.entries(asMessages(area, items, texts, language))) {
        expect(text, `${language} ${id}`).toMatch(/\S/);
      }
    }
  });

  it('translate every name and description (none is the English)', () => {
    for (const item of items) {
      for (const language of catalogTextLanguages) {
        expect(texts[item.id][language].name, `${language} ${item.id}`).not.toBe(item.name);
        expect(texts[item.id][language].description).not.toBe(item.description);
      }
    }
  });

  it.each(catalogTextLanguages)('follow the glossary in %s', (language) => {
    expect(glossaryProblems(glossary, asMessages(area, items, texts, language), language)).toEqual(
      [],
    );
  });

  it.each(['fa', 'ar'])('leave no English in %s but the names the glossary keeps', (language) => {
    for (const [id, text] of Object.entries(asMessages(area, items, texts, language))) {
      const rest = keptNames.reduce((left, name) => left.replaceAll(name, ''), text);
      expect(rest, `${language} ${id}`).not.toMatch(/[A-Za-z]/);
    }
  });

  it('write Persian with Persian yeh and kaf and Latin digits, Arabic with its own', () => {
    for (const [id, text] of Object.entries(asMessages(area, items, texts, 'fa'))) {
      expect(text, `fa ${id}`).not.toMatch(/[يكى٠-٩۰-۹]/u);
    }
    for (const [id, text] of Object.entries(asMessages(area, items, texts, 'ar'))) {
      expect(text, `ar ${id}`).not.toMatch(/[یک۰-۹0-9]/u);
    }
  });
});
