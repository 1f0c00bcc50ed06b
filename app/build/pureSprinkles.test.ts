import { describe, expect, it } from 'vitest';
import { pureSprinkles } from './pureSprinkles';
import { context, handlerOf } from './testing/hooks';

const runtime = '@vanilla-extract/sprinkles/createRuntimeSprinkles';
const standIn = '/app/build/sprinklesRuntime.ts';
const resolve = (source: string, importer: string) =>
  handlerOf(pureSprinkles(standIn).resolveId).call(context, source, importer, {
    attributes: {},
    isEntry: false,
  });

describe('pureSprinkles', () => {
  it("sends the sprinkles runtime's importers to the stand-in", () => {
    expect(resolve(runtime, '/packages/ui/src/theme/sprinkles.css.ts')).toBe(standIn);
  });

  it('lets the stand-in import the runtime itself, and leaves every other import alone', () => {
    expect(resolve(runtime, standIn)).toBeNull();
    expect(resolve('@vanilla-extract/css', '/packages/ui/src/theme/sprinkles.css.ts')).toBeNull();
  });

  it('applies to the build only', () => {
    expect(pureSprinkles(standIn).apply).toBe('build');
  });
});
