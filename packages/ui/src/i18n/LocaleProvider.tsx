import { createContext, useContext, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import type { Messages } from '@izi/locales';
import { container as containerClass } from './LocaleProvider.css';
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
  /**
   * Where `lang` and `dir` are written: on the document root (`document`, an app's page), or on
   * an element of its own around `children` (`element`, as several languages share one page in
   * Storybook's docs and review grid). The element takes no box (`display: contents`), so the
   * layout is the same either way; dialogs and menus open in the top layer from inside it and
   * inherit its direction.
   */
  scope?: 'document' | 'element';
  children: ReactNode;
}

/**
 * English is the source language: its defaults are in the code, so an English catalog without an
 * id (a test's empty one, a message added since the last extraction) is not an error. In every
 * other language a missing message is reported (and `npm run i18n:check` refuses it).
 */
const reportIntlError =
  (locale: Locale): IntlConfig['onError'] =>
  (error) => {
    if (locale === 'en' && error.code === ReactIntlErrorCode.MISSING_TRANSLATION) return;
    console.error(error);
  };

/**
 * The one place the language is chosen: gives react-intl its catalog and writes `lang` and
 * `dir` on the document root (or on its own element, see `scope`), so that logical CSS
 * properties mirror the whole page.
 */
export function LocaleProvider({
  locale,
  messages,
  scope = 'document',
  children,
}: LocaleProviderProps) {
  const value = useMemo<LocaleContextValue>(
    () => ({ locale, direction: directionOf(locale), numberLocale: numberLocaleOf(locale) }),
    [locale],
  );

  const onError = useMemo(() => reportIntlError(locale), [locale]);

  useLayoutEffect(() => {
    if (scope !== 'document') return;
    const root = document.documentElement;
    root.lang = locale;
    root.dir = value.direction;
  }, [scope, locale, value.direction]);

  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider
        locale={intlLocaleOf(locale)}
        messages={messages}
        defaultLocale="en"
        onError={onError}
      >
        {scope === 'element' ? (
          <div lang={locale} dir={value.direction} className={containerClass}>
            {children}
          </div>
        ) : (
          children
        )}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

/** The active locale, its reading direction and the locale its numbers use. */
export function useLocale(): LocaleContextValue {
  return useContext(LocaleContext);
}
