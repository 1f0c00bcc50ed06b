import {
  defaultLocale,
  isLocale,
  loadMessages,
  LOCALE_STORAGE_KEY,
  type Locale,
  type Messages,
} from '@izi/locales';
import { firstMessages } from '@izi/locales/first';
import { startTransition, useCallback, useEffect, useState } from 'react';

/** The language chosen on an earlier visit, else Persian. */
export function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : defaultLocale;
  } catch {
    return defaultLocale;
  }
}

interface Shown {
  locale: Locale;
  messages: Messages;
  /** The language's whole catalog, not only the first screen's Persian messages. */
  whole: boolean;
}

/**
 * The chosen language, remembered across visits, and its catalog. Until another language's
 * catalog arrives, the page stays in the one it has (never a flash of untranslated ids).
 *
 * `everyMessage`: the screens shown may need any message (signed in). Signed out in Persian, the
 * messages in the entry are enough and are there at once (`firstMessages`); otherwise the
 * language's whole catalog is fetched, and `whole` says when it is the one given.
 */
export function useLocaleState(everyMessage = false) {
  const [wanted, setWanted] = useState<Locale>(storedLocale);
  const [shown, setShown] = useState<Shown | null>(() =>
    wanted === defaultLocale && !everyMessage
      ? { locale: wanted, messages: firstMessages, whole: false }
      : null,
  );
  const firstIsEnough = wanted === defaultLocale && !everyMessage;

  useEffect(() => {
    if (firstIsEnough) {
      setShown((current) =>
        current?.locale === wanted
          ? current
          : { locale: wanted, messages: firstMessages, whole: false },
      );
      return;
    }
    let cancelled = false;
    loadMessages(wanted).then(
      (messages) => {
        // A transition: the screens rendered in the new catalog (the whole signed-in tree at
        // first) are rendered in slices React can pause, not in one long task.
        if (!cancelled) startTransition(() => setShown({ locale: wanted, messages, whole: true }));
      },
      (error: unknown) => console.error(`Could not load the ${wanted} catalog`, error),
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, firstIsEnough]);

  const changeLocale = useCallback((locale: Locale) => {
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // Private mode: the choice lasts for this visit only.
    }
    setWanted(locale);
  }, []);

  return {
    locale: shown?.locale ?? wanted,
    messages: shown?.messages ?? null,
    whole: shown?.whole ?? false,
    changeLocale,
  };
}
