import { locales, type Locale } from './names';
import type { CompactMessage, Messages } from './types';

export { defaultLocale, LOCALE_STORAGE_KEY, locales, type Locale } from './names';
export type { Messages } from './types';

/**
 * Every catalog is a chunk of its own, fetched on demand, in the app's compact form without ids
 * (locales/compiled/app, see scripts/compile.mjs); the first screen's Persian messages are in the
 * entry (`firstMessages`, `@izi/locales/first`).
 */
const loaders: Record<Locale, () => Promise<{ default: CompactMessage[] }>> = {
  en: () => import('../compiled/app/en.json'),
  es: () => import('../compiled/app/es.json'),
  fa: () => import('../compiled/app/fa.json'),
  ar: () => import('../compiled/app/ar.json'),
};
const loaded = new Map<Locale, Promise<Messages>>();
const ready = new Map<Locale, Messages>();

/**
 * The whole pre-compiled catalog of a locale (without the messages only the server formats), the
 * same object for every call once it has loaded; a load that failed is tried again next time.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = Promise.all([import('./expand'), loaders[locale]()]).then(
      ([{ expandCatalog }, catalog]) => {
        const expanded = expandCatalog(catalog.default);
        ready.set(locale, expanded);
        return expanded;
      },
    );
    loaded.set(locale, messages);
    messages.catch(() => loaded.delete(locale));
  }
  return messages;
}

/**
 * The whole catalog of a locale if `loadMessages` has loaded it, else undefined: a render can
 * take it at once, where React's `use` would suspend on a promise it has not seen before, even
 * one already settled.
 */
export function loadedMessages(locale: Locale): Messages | undefined {
  return ready.get(locale);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
