import { defaultLocale, isLocale, loadMessages, type Locale, type Messages } from '@izi/locales';
import { useCallback, useEffect, useState } from 'react';

const STORAGE_KEY = 'izi.locale';

function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : defaultLocale;
  } catch {
    return defaultLocale;
  }
}

/**
 * The chosen language, remembered across visits, and its catalog. Until another language's
 * catalog arrives, the page stays in the one it has (never a flash of untranslated ids).
 */
export function useLocaleState() {
  const [wanted, setWanted] = useState<Locale>(storedLocale);
  const [shown, setShown] = useState<{ locale: Locale; messages: Messages } | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadMessages(wanted).then(
      (messages) => {
        if (!cancelled) setShown({ locale: wanted, messages });
      },
      (error: unknown) => console.error(`Could not load the ${wanted} catalog`, error),
    );
    return () => {
      cancelled = true;
    };
  }, [wanted]);

  const changeLocale = useCallback((locale: Locale) => {
    try {
      localStorage.setItem(STORAGE_KEY, locale);
    } catch {
      // Private mode: the choice lasts for this visit only.
    }
    setWanted(locale);
  }, []);

  return { locale: shown?.locale ?? wanted, messages: shown?.messages ?? null, changeLocale };
}
