import formatjs from '@formatjs/vite-plugin';
import type { Plugin } from 'vite';

/**
 * In the build, each message descriptor (`defineMessages`, `defineMessage`, `formatMessage`,
 * `<FormattedMessage>`) keeps only its id. Every catalog is complete (`npm run i18n:check`), so the
 * English defaults would otherwise ship twice, in the code and in the English catalog, and the
 * descriptions are notes for translators that nothing reads at run time.
 */
export function dropMessageTexts(): Plugin[] {
  return [formatjs({ removeDefaultMessage: true })]
    .flat()
    .map((plugin) => ({ ...plugin, apply: 'build' as const }));
}
