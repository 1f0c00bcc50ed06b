import '@izi/ui/theme/fonts';
import { createHandlers } from '@izi/mocks';
import { isLocale, loadMessages, locales, type Locale, type Messages } from '@izi/locales';
import { LocaleProvider, localeNames, ThemeProvider, themeNames, type ThemeName } from '@izi/ui';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';

/**
 * Every catalog, loaded once before the first story: switching the locale toolbar (or the
 * test-runner switching it between screenshots) re-renders synchronously in the new language.
 */
const catalogs = new Map<Locale, Messages>();
const loadCatalogs: Loader = async () => {
  if (catalogs.size < locales.length) {
    const loaded = await Promise.all(
      locales.map(async (locale) => [locale, await loadMessages(locale)] as const),
    );
    for (const [locale, messages] of loaded) catalogs.set(locale, messages);
  }
  return {};
};

/** The one decorator: the locale (lang, dir, catalog) and the theme from the toolbar. */
const withLocaleAndTheme: Decorator = (Story, context) => {
  const locale: Locale = isLocale(context.globals.locale) ? context.globals.locale : 'fa';
  const theme: ThemeName = context.globals.theme === 'dark' ? 'dark' : 'light';
  return (
    <LocaleProvider locale={locale} messages={catalogs.get(locale) ?? {}}>
      <ThemeProvider theme={theme}>
        <div style={{ padding: '1rem' }}>
          <Story />
        </div>
      </ThemeProvider>
    </LocaleProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Language (fa and ar read right to left)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: locales.map((locale) => ({
          value: locale,
          title: localeNames[locale],
          right: locale,
        })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: themeNames.map((name) => ({ value: name, title: name })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'fa', theme: 'light' },
  loaders: [
    loadCatalogs,
    mswLoader(async () => {
      const worker = setupWorker(...createHandlers());
      await worker.start({
        quiet: true,
        onUnhandledRequest: 'bypass',
        serviceWorker: { url: './mockServiceWorker.js' },
      });
      return worker;
    }),
  ],
  decorators: [withLocaleAndTheme],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
