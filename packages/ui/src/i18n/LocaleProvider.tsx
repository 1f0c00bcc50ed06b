import { createContext, useContext, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Messages } from '@izi/locales';
import { directionOf, intlLocaleOf, numberLocaleOf, type Direction, type Locale } from './locale';

export interface LocaleContextValue {
  locale: Locale;
  direction: Direction;
  /** The locale numbers are formatted in: `ar-SA` for Arabic, `en-US` otherwise. */
  numberLocale: 'ar-SA' | 'en-US';
}

const LocaleContext = createContext<LocaleContextValue>({
  locale: 'en',
  direction: 'ltr',
  numberLocale: 'en-US',
});

export interface LocaleProviderProps {
  locale: Locale;
  /** The compiled catalog of `locale` (see `loadMessages` in @izi/locales). */
  messages: Messages;
  children: ReactNode;
}

/**
 * The one place the language is chosen: gives react-intl its catalog and writes `lang` and
 * `dir` on the document root, so that logical CSS properties mirror the whole page.
 */
export function LocaleProvider({ locale, messages, children }: LocaleProviderProps) {
  const value = useMemo<LocaleContextValue>(
    () => ({ locale, direction: directionOf(locale), numberLocale: numberLocaleOf(locale) }),
    [locale],
  );

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = locale;
    root.dir = value.direction;
  }, [locale, value.direction]);

  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={intlLocaleOf(locale)} messages={messages} defaultLocale="en">
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

/** The active locale, its reading direction and the locale its numbers use. */
export function useLocale(): LocaleContextValue {
  return useContext(LocaleContext);
}
