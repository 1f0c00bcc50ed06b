import { createApiClient } from '@izi/api';
import { isLocale } from '@izi/locales';
import { authToken } from '../auth/token';
import { fetchWithPrefetched } from './prefetch';

/**
 * The language on screen, as `LocaleProvider` writes it on `<html lang>` whenever the locale
 * changes (in the app and in Storybook alike): sent as `Accept-Language`, so that the server
 * writes its own texts (the advisor's analysis) in it.
 */
function shownLocale() {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : null;
}

/**
 * The app's one way to the server: `/api`, JSON, the bearer token whenever one is stored, and
 * the language on screen. The dashboard's first calls may already be under way (prefetch.ts).
 */
export const api = createApiClient({
  getToken: authToken.get,
  getLocale: shownLocale,
  fetch: fetchWithPrefetched,
});
