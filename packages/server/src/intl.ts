/** Formatters over the shared catalogs (locales/messages), for what the server writes in a language. */
import type { ApiLocale } from '@izi/api';
import { createIntl, type IntlShape } from '@formatjs/intl';
import { catalogs } from '@izi/locales/catalogs';

const intls = new Map<ApiLocale, IntlShape>();

/** A formatter over the locale's shared catalog, made once per locale. */
export function intlFor(locale: ApiLocale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale, defaultLocale: 'en', messages: catalogs[locale] });
    intls.set(locale, intl);
  }
  return intl;
}
