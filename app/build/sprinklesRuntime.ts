import { createSprinkles as create } from '@vanilla-extract/sprinkles/createRuntimeSprinkles';

/**
 * The app build's stand-in for `@vanilla-extract/sprinkles/createRuntimeSprinkles` (the
 * `izi-pure-sprinkles` plugin, pureSprinkles.ts): the package's own function, declared free
 * of side effects, so that a sprinkles set nothing in the app reads (ui's `sprinkles`, kept for
 * the library) is dropped from the bundle with its class map and the runtime,
 * instead of being built at start-up. Its CSS stays, as in Storybook.
 */
/*#__NO_SIDE_EFFECTS__*/
export function createSprinkles(...args: Parameters<typeof create>) {
  return create(...args);
}
