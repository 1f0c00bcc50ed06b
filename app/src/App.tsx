import { Card, LanguageMenu, LocaleProvider, SkeletonGroup, ThemeProvider } from '@izi/ui';
import { useLocaleState } from './i18n/useLocaleState';

/** The assembled app: providers first; screens are wired in as their components land. */
export function App() {
  const { locale, messages, changeLocale } = useLocaleState();
  if (!messages) return null;
  return (
    <LocaleProvider locale={locale} messages={messages}>
      <ThemeProvider>
        <main>
          <Card>
            <LanguageMenu value={locale} onChange={changeLocale} />
            <SkeletonGroup lines={3} />
          </Card>
        </main>
      </ThemeProvider>
    </LocaleProvider>
  );
}
