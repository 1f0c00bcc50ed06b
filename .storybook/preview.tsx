import '@izi/ui/theme/fonts';
import { createHandlers } from '@izi/mocks';
import { isLocale, loadMessages, locales, type Locale, type Messages } from '@izi/locales';
import { storyMessages } from '@izi/locales/stories';
import { LocaleProvider, localeNames, ThemeProvider, themeNames, type ThemeName } from '@izi/ui';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { modes, reviewLocales, viewports } from './modes';

// A signed-in page reaches its data through several mocked calls and lazy chunks; on a busy
// two-core CI machine that can take longer than Testing Library's one-second default for findBy
// and waitFor, which made a play fail that passes on a quiet machine. A real failure still fails.
configure({ asyncUtilTimeout: 5000 });

/**
 * Every catalog, loaded once before the first story, with the story-only `sample.*` messages
 * (locales/stories) merged in: switching the locale toolbar (or the
 * test-runner switching it between screenshots) re-renders synchronously in the new language.
 */
const catalogs = new Map<Locale, Messages>();
const loadCatalogs: Loader = async () => {
  if (catalogs.size < locales.length) {
    const loaded = await Promise.all(
      locales.map(
        async (locale) =>
          [locale, { ...(await loadMessages(locale)), ...storyMessages[locale] }] as const,
      ),
    );
    for (const [locale, messages] of loaded) catalogs.set(locale, messages);
  }
  return {};
};

/**
 * The language on `<html lang>` while a single story is shown, as the app's LocaleProvider has it
 * (the app's calls take theirs from the `locale` its containers are given, not from here). The
 * direction stays on the story's own element; a Docs page (several canvases, English prose) gets
 * neither.
 */
function DocumentLanguage({ locale }: { locale: Locale }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const before = root.lang;
    root.lang = locale;
    return () => {
      root.lang = before;
    };
  }, [locale]);
  return null;
}

/** One story in one locale and theme: the element with its `lang` and `dir`, the theme, 1rem. */
function InLocale({
  locale,
  theme,
  children,
}: {
  locale: Locale;
  theme: ThemeName;
  children: ReactNode;
}) {
  return (
    <LocaleProvider locale={locale} messages={catalogs.get(locale) ?? {}} scope="element">
      <ThemeProvider theme={theme}>
        <div style={{ padding: '1rem' }}>{children}</div>
      </ThemeProvider>
    </LocaleProvider>
  );
}

/**
 * The review grid: the story in en, es, fa and ar side by side, each in its own direction (a
 * cell scrolls what does not fit rather than spill into its neighbour), one row per theme asked
 * for (light, or light above dark). A story that opens a dialog (or a menu) as it renders is
 * shown in the first cell only, with a note: a modal dialog makes everything else inert, so
 * several of them would hide each other.
 */
function ReviewGrid({ themes, story }: { themes: readonly ThemeName[]; story: () => ReactNode }) {
  const first = useRef<HTMLDivElement>(null);
  const [others, setOthers] = useState<'pending' | 'shown' | 'withheld'>('pending');
  // Before the first paint: the first cell alone has rendered; the others follow unless it opened
  // something in the top layer.
  useLayoutEffect(() => {
    if (others !== 'pending') return;
    const opened = first.current?.querySelector('dialog[open], :popover-open');
    setOthers(opened ? 'withheld' : 'shown');
  }, [others]);
  const [firstLocale = 'en', ...rest] = reviewLocales;
  const [firstTheme = 'light', ...otherThemes] = themes;
  const cell = (theme: ThemeName, locale: Locale, ref?: typeof first) => (
    <div
      key={`${theme} ${locale}`}
      ref={ref}
      style={{ minInlineSize: 0, overflowX: 'auto', outline: '1px solid #8884' }}
    >
      <InLocale locale={locale} theme={theme}>
        <p style={{ marginBlockEnd: '1rem', fontSize: '0.75rem', opacity: 0.7 }}>
          {localeNames[locale]} ({locale}){themes.length > 1 && `, ${theme}`}
        </p>
        {story()}
      </InLocale>
    </div>
  );
  const described =
    themes.length > 1 ? `${localeNames[firstLocale]}, ${firstTheme},` : localeNames[firstLocale];
  return (
    <div lang="en" dir="ltr">
      {others === 'withheld' && (
        <p role="note" style={{ margin: 0, padding: '0.5rem 1rem', background: '#fff3c4' }}>
          This story opens a dialog, so the review grid shows it in {described} only: a modal dialog
          makes the rest of the page inert. Pick a locale in the toolbar to see it in another
          language.
        </p>
      )}
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: `repeat(${reviewLocales.length}, minmax(16rem, 1fr))`,
          alignItems: 'start',
          overflowX: 'auto',
        }}
      >
        {cell(firstTheme, firstLocale, first)}
        {others === 'shown' && rest.map((locale) => cell(firstTheme, locale))}
        {others === 'shown' &&
          otherThemes.flatMap((theme) => reviewLocales.map((locale) => cell(theme, locale)))}
      </div>
    </div>
  );
}

/**
 * The one decorator: the locale and the theme from the toolbar. The story renders in an element
 * of its own that carries the locale's `lang` and `dir` (dialogs and menus open from inside it,
 * in the top layer, and keep that direction), so a Docs page keeps its English prose left to
 * right and only its canvases follow the locale. The review toolbar shows all four locales, in
 * the toolbar's theme or in both themes, one above the other.
 */
const withLocaleAndTheme: Decorator = (Story, context) => {
  const theme: ThemeName = context.globals.theme === 'dark' ? 'dark' : 'light';
  const inDocs = context.viewMode === 'docs';
  const review = context.globals.review;
  if ((review === 'grid' || review === 'grid-themes') && !inDocs) {
    const themes = review === 'grid-themes' ? themeNames : [theme];
    return <ReviewGrid themes={themes} story={() => <Story />} />;
  }
  const locale: Locale = isLocale(context.globals.locale) ? context.globals.locale : 'fa';
  return (
    <InLocale locale={locale} theme={theme}>
      {!inDocs && <DocumentLanguage locale={locale} />}
      <Story />
    </InLocale>
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
    review: {
      description: 'One locale, or all four side by side (in one theme or in both)',
      toolbar: {
        title: 'Review',
        icon: 'grid',
        items: [
          { value: 'single', title: 'One locale (toolbar)' },
          { value: 'grid', title: 'All locales side by side' },
          { value: 'grid-themes', title: 'All locales, light above dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'fa', theme: 'light', review: 'single' },
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
    // addon-a11y runs axe after every render (each locale the test-runner shows included) and
    // the test-runner fails a story on its violations.
    a11y: { test: 'error' },
    viewport: { options: viewports },
    chromatic: { modes },
    // The design language first, then the interactive states, then the components.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          [
            'Colors',
            'Typography',
            'Spacing, radii and elevation',
            'Motion',
            'Iconography',
            'Illustrations',
          ],
          'States',
        ],
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
