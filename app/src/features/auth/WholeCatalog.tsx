import { loadedMessages, loadMessages, type Locale } from '@izi/locales';
import { LocaleProvider } from '@izi/ui';
import { use, useDeferredValue, type ReactNode } from 'react';

/**
 * The language's whole catalog around the signed-out screens other than login: in Persian the
 * entry holds only the login screen's messages.
 *
 * A catalog already loaded is used in the same render. While a newly chosen language's catalog
 * is on its way, the screen stays in the language it had (a deferred render waits for it),
 * rather than giving way to the Suspense fallback: an empty page.
 */
export function WholeCatalog({ locale, children }: { locale: Locale; children: ReactNode }) {
  const previous = useDeferredValue(locale);
  const shown = loadedMessages(locale) ? locale : previous;
  return (
    <LocaleProvider locale={shown} messages={loadedMessages(shown) ?? use(loadMessages(shown))}>
      {children}
    </LocaleProvider>
  );
}
