/**
 * The languages izi speaks; the first-class default is Persian. A module of its own, importing
 * nothing, so the app's build config reads it too (its first script picks the chosen catalog).
 */
export const locales = ['en', 'es', 'fa', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'fa';

/** Where the app keeps the chosen language (localStorage), read by the page's first script too. */
export const LOCALE_STORAGE_KEY = 'izi.locale';
