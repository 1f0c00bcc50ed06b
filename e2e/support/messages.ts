import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { numberLocaleOf } from '@izi/ui/i18n/locale.ts';
import type { Locale } from '@izi/locales';

export { locales, type Locale } from '@izi/locales';

const catalogs = new Map<Locale, Record<string, string>>();
function catalog(locale: Locale): Record<string, string> {
  let messages = catalogs.get(locale);
  if (!messages) {
    const file = fileURLToPath(new URL(`../../locales/messages/${locale}.json`, import.meta.url));
    messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    catalogs.set(locale, messages);
  }
  return messages;
}

/**
 * A message as the person reads it: the catalog's text (English, or its es, fa and ar
 * translations) with its simple `{name}` arguments filled in.
 */
export function t(locale: Locale, id: string, values: Record<string, string> = {}): string {
  const message = catalog(locale)[id];
  if (message === undefined) throw new Error(`no message ${id} in ${locale}`);
  return message.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`message ${id} needs {${name}}`);
    return value;
  });
}

/** An amount as the app writes it: in the locale's digits, with two decimals. */
export function amount(locale: Locale, value: number): string {
  return value.toLocaleString(numberLocaleOf(locale), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}
