import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { glossaryProblems } from './glossary-check.mjs';

const read = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const glossary = read('../glossary.json');

describe('glossaryProblems', () => {
  it('reports a Persian catalog that writes شخصیت for character', () => {
    expect(glossaryProblems(glossary, { 'a.title': 'شخصیت‌های شما' }, 'fa')).toEqual([
      'fa: "a.title" writes "شخصیت" for character; the glossary says "کاراکتر"',
    ]);
  });

  it('forbids بازار for the marketplace but accepts بازارچه', () => {
    expect(glossaryProblems(glossary, { ok: 'بازارچه', bad: 'از بازار بخرید' }, 'fa')).toEqual([
      'fa: "bad" writes "بازار" for marketplace; the glossary says "بازارچه"',
    ]);
  });

  it('reports a token written with another case, and only in the locale that forbids it', () => {
    expect(glossaryProblems(glossary, { t: '{amount} IziDot' }, 'es')).toEqual([
      'es: "t" writes "IziDot" for iziDot; the glossary says "iziDot"',
    ]);
    expect(glossaryProblems(glossary, { t: 'Tu personaje gana iziDot' }, 'es')).toEqual([]);
    expect(glossaryProblems(glossary, { t: 'شخصیت' }, 'es')).toEqual([]);
  });

  it('finds no forbidden spelling in the shipped es, fa and ar catalogs', () => {
    for (const locale of ['es', 'fa', 'ar']) {
      expect(glossaryProblems(glossary, read(`../messages/${locale}.json`), locale)).toEqual([]);
    }
  });

  it('gives every term its word in en, es, fa and ar', () => {
    for (const entry of Object.values(glossary.terms)) {
      for (const locale of ['en', 'es', 'fa', 'ar']) expect(entry[locale]).toBeTruthy();
    }
  });
});
