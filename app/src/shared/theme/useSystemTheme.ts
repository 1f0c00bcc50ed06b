import type { ThemeName } from '@izi/ui';
import { useSyncExternalStore } from 'react';

const query = '(prefers-color-scheme: dark)';

/** Light or dark as the person's system asks, following it live. */
export function useSystemTheme(): ThemeName {
  return useSyncExternalStore(
    (listener) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', listener);
      return () => media.removeEventListener('change', listener);
    },
    () => (window.matchMedia(query).matches ? 'dark' : 'light'),
  );
}
