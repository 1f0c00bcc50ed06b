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

/**
 * The locale react-intl formats dates and plurals in. Its digits follow the same rule as
 * numbers: Latin in Persian (`fa-u-nu-latn`, still the Persian calendar), Arabic-Indic in Arabic.
 */
export function intlLocaleOf(locale: Locale): string {
  return { en: 'en-US', es: 'es', fa: 'fa-u-nu-latn', ar: 'ar-SA' }[locale];
}

/** Each language named in itself, as a language menu shows it. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fa: 'فارسی',
  ar: 'العربية',
};
