import type { Plugin } from 'vite';

const runtime = '@vanilla-extract/sprinkles/createRuntimeSprinkles';

/**
 * ui's theme exports a sprinkles set that nothing in the app uses; the sprinkles runtime is called
 * at the module's top level, so the bundle would keep the set's whole class map. Every import of
 * that runtime but the stand-in's own goes to the stand-in (`standIn`), which declares it free of
 * side effects: an unused set is dropped.
 */
export function pureSprinkles(standIn: string): Plugin {
  return {
    name: 'izi-pure-sprinkles',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === runtime && importer !== standIn ? standIn : null;
    },
  };
}
