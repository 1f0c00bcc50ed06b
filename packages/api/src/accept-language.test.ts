import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from './index';

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['fa', 'fa'],
    ['es', 'es'],
    ['ar', 'ar'],
    ['en', 'en'],
    ['fa-IR', 'fa'],
    ['AR-sa', 'ar'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['en;q=0.5, ar;q=0.9', 'ar'],
    ['de-DE, fa;q=0.7, en;q=0.7', 'fa'],
    ['de, fr;q=0.9, *;q=0.1', 'en'],
    ['fa;q=0, es;q=0.2', 'es'],
    ['fa;q=abc, ar', 'ar'],
  ])('%s → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });

  it.each([undefined, null, '', '*', 'de', ';;,,'])('gives English for %j', (header) => {
    expect(localeFromAcceptLanguage(header)).toBe('en');
  });
});
