import ar from '../compiled/ar.json';
import en from '../compiled/en.json';
import es from '../compiled/es.json';
import fa from '../compiled/fa.json';
import type { Locale } from './names';
import type { Messages } from './types';

/**
 * Every compiled catalog at once, for a program that formats in any language synchronously (the
 * server's advisor). The app loads catalogs one by one through `loadMessages` instead.
 */
export const catalogs: Record<Locale, Messages> = { en, es, fa, ar };
