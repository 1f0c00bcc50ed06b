import type { Locale } from '@izi/locales';

export type { Locale } from '@izi/locales';
export { defaultLocale, isLocale, locales } from '@izi/locales';

export type Direction = 'ltr' | 'rtl';

const rtlLocales: ReadonlySet<Locale> = new Set(['fa', 'ar']);

/** Persian and Arabic read right to left; English and Spanish left to right. */
export function directionOf(locale: Locale): Direction {
  return rtlLocales.has(locale) ? 'rtl' : 'ltr';
}

/** Numbers are written the Saudi Arabic way in Arabic and the US way everywhere else. */
export function numberLocaleOf(locale: Locale): 'ar-SA' | 'en-US' {
  return locale === 'ar' ? 'ar-SA' : 'en-US';
}

/** Each language named in itself, as a language menu shows it. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fa: 'فارسی',
  ar: 'العربية',
};
