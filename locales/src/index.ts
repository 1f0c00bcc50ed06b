import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** The languages izi speaks; the first-class default is Persian. */
export const locales = ['en', 'es', 'fa', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'fa';

export type Messages = Record<string, MessageFormatElement[]>;

/**
 * Every catalog is a chunk of its own, fetched on demand; the first screen's Persian messages are
 * in the entry (`firstMessages`, `@izi/locales/first`).
 */
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('../compiled/en.json'),
  es: () => import('../compiled/es.json'),
  fa: () => import('../compiled/fa.json'),
  ar: () => import('../compiled/ar.json'),
};

/** The whole pre-compiled catalog of a locale. */
export function loadMessages(locale: Locale): Promise<Messages> {
  return loaders[locale]().then((module) => module.default);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
