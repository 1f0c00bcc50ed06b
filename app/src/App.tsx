import { LocaleProvider, ThemeProvider } from '@izi/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from './api/query-client';
import { useIsAuthenticated } from './auth/token';
import { useLocaleState } from './i18n/useLocaleState';
import { NoticesProvider } from './notices/NoticesProvider';
import { useSystemTheme } from './theme';
import { SignedIn } from './screens/SignedIn';
import { SignedOut } from './screens/SignedOut';

/**
 * The assembled app. Auth state is the stored token's presence (spec §4, §6); signing out
 * unmounts the signed-in tree, so the next sign-in starts again on the main dashboard.
 */
export function App() {
  const { locale, messages, changeLocale } = useLocaleState();
  const [queryClient] = useState(createQueryClient);
  const authenticated = useIsAuthenticated();
  const theme = useSystemTheme();
  // Auth starts as "loading" until the catalog is there; then the token decides at once.
  if (!messages) return null;
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider locale={locale} messages={messages}>
        <ThemeProvider theme={theme} fullHeight>
          <NoticesProvider>
            {authenticated ? (
              <SignedIn locale={locale} onLocaleChange={changeLocale} />
            ) : (
              <SignedOut locale={locale} onLocaleChange={changeLocale} />
            )}
          </NoticesProvider>
        </ThemeProvider>
      </LocaleProvider>
    </QueryClientProvider>
  );
}
