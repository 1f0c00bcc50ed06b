import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import defaultCatalog from '../compiled/fa.json';

/** The languages izi speaks; the first-class default is Persian. */
export const locales = ['en', 'es', 'fa', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'fa';

export type Messages = Record<string, MessageFormatElement[]>;

/** The default locale's catalog is in the entry bundle; every other one is its own chunk. */
export const defaultMessages: Messages = defaultCatalog;

const loaders: Record<Exclude<Locale, 'fa'>, () => Promise<{ default: Messages }>> = {
  en: () => import('../compiled/en.json'),
  es: () => import('../compiled/es.json'),
  ar: () => import('../compiled/ar.json'),
};

/** The pre-compiled catalog of a locale: the default one at once, others fetched on demand. */
export function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'fa') return Promise.resolve(defaultMessages);
  return loaders[locale]().then((module) => module.default);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
