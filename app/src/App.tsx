import { LocaleProvider, ThemeProvider } from '@izi/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { createQueryClient } from './api/query-client';
import { useIsAuthenticated } from './auth/token';
import { useLocaleState } from './i18n/useLocaleState';
import { NoticesProvider } from './notices/NoticesProvider';
import { useSystemTheme } from './theme';
import { SignedOut } from './screens/SignedOut';

/**
 * The signed-in screens are a chunk of their own: a visitor who signs in or signs up downloads
 * them once, while the form loads faster. A stored token starts the download at once; on the
 * signed-out screens it is fetched when the browser is idle, so signing in shows no gap.
 */
const loadSignedIn = () => import('./screens/SignedIn');
const SignedIn = lazy(() => loadSignedIn().then((module) => ({ default: module.SignedIn })));

/**
 * The assembled app. Auth state is the stored token's presence (spec §4, §6); signing out
 * unmounts the signed-in tree, so the next sign-in starts again on the main dashboard.
 */
export function App() {
  const { locale, messages, changeLocale } = useLocaleState();
  const [queryClient] = useState(createQueryClient);
  const authenticated = useIsAuthenticated();
  const theme = useSystemTheme();
  useEffect(() => {
    if (authenticated) return;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
    idle(() => void loadSignedIn());
  }, [authenticated]);
  // Auth starts as "loading" until the catalog is there; then the token decides at once.
  if (!messages) return null;
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider locale={locale} messages={messages}>
        <ThemeProvider theme={theme} fullHeight>
          <NoticesProvider>
            {authenticated ? (
              <Suspense fallback={null}>
                <SignedIn locale={locale} onLocaleChange={changeLocale} />
              </Suspense>
            ) : (
              <SignedOut locale={locale} onLocaleChange={changeLocale} />
            )}
          </NoticesProvider>
        </ThemeProvider>
      </LocaleProvider>
    </QueryClientProvider>
  );
}
