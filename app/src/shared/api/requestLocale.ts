import type { Locale } from '@izi/locales';
import { useLayoutEffect } from 'react';

let current: Locale | null = null;

/**
 * The language every call asks the server to answer in (`Accept-Language`): the app's own
 * locale state (`useLocaleState` in App, handed to the containers as `locale`), never read back
 * from the page.
 */
export const requestLocale = {
  get: (): Locale | null => current,
  set(locale: Locale | null) {
    current = locale;
  },
};

/**
 * Makes `locale` the calls' language while the calling container is shown. A layout effect: it
 * runs before any query of the same render starts (queries start in passive effects).
 */
export function useRequestLocale(locale: Locale) {
  useLayoutEffect(() => requestLocale.set(locale), [locale]);
}
