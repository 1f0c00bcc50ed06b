import { loadMessages } from '@izi/locales';
import { LocaleProvider, ThemeProvider } from '@izi/ui';
import { lazy, Suspense, useEffect } from 'react';
import { loadMoreScreens } from './features/auth/moreScreensChunk';
import { SignedOutContainer } from './features/auth/SignedOutContainer';
import { useIsAuthenticated } from './shared/authToken';
import { useLocaleState } from './shared/i18n/useLocaleState';
import { NoticesProvider } from './shared/notices/NoticesProvider';
import { useSystemTheme } from './shared/theme/useSystemTheme';
import { loadSignedIn } from './signedInChunk';

/**
 * The signed-in pages are a chunk of their own, with their server-state cache (TanStack
 * Query): a visitor who signs in or signs up downloads them once, while the form loads faster.
 * A stored token starts the download as the entry runs (main.tsx); on the signed-out screens it
 * is fetched when the person starts on a form, so signing in shows no gap.
 */
const SignedIn = lazy(() =>
  loadSignedIn().then(({ SignedInContainer, QueryRoot }) => ({
    default: (props: Parameters<typeof SignedInContainer>[0]) => (
      <QueryRoot>
        <SignedInContainer {...props} />
      </QueryRoot>
    ),
  })),
);

/**
 * The assembled app. Auth state is the stored token's presence; signing out
 * unmounts the signed-in tree, so the next sign-in starts again on the main dashboard.
 */
export function App() {
  const authenticated = useIsAuthenticated();
  // Signed in, any message may be needed: the language's whole catalog (the entry holds only the
  // first screen's Persian messages).
  const { locale, messages, whole, changeLocale } = useLocaleState(authenticated);
  const theme = useSystemTheme();
  // Signed out, the signed-in chunk, the other signed-out screens and the language's whole
  // catalog load as soon as the person starts on a form (a pointer, a key, a focus), long before
  // a login can succeed; a visitor who only looks pays nothing.
  useEffect(() => {
    if (authenticated) return;
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    const load = () => {
      for (const event of events) document.removeEventListener(event, load, true);
      void loadSignedIn();
      void loadMoreScreens();
      void loadMessages(locale);
    };
    for (const event of events) document.addEventListener(event, load, true);
    return () => {
      for (const event of events) document.removeEventListener(event, load, true);
    };
  }, [authenticated, locale]);
  // Auth starts as "loading" until the catalog is there; then the token decides at once.
  if (!messages) return null;
  return (
    <LocaleProvider locale={locale} messages={messages}>
      <ThemeProvider theme={theme} fullHeight>
        <NoticesProvider>
          {authenticated ? (
            <Suspense fallback={null}>
              {whole && <SignedIn locale={locale} onLocaleChange={changeLocale} />}
            </Suspense>
          ) : (
            <SignedOutContainer locale={locale} onLocaleChange={changeLocale} />
          )}
        </NoticesProvider>
      </ThemeProvider>
    </LocaleProvider>
  );
}
