import { createRuntimeFn as original } from '@vanilla-extract/recipes/createRuntimeFn';
import { describe, expect, it } from 'vitest';
import { createRuntimeFn } from './recipeRuntime';

const config = {
  defaultClassName: 'base',
  variantClassNames: {
    variant: { primary: 'v-primary', secondary: 'v-secondary', ghost: 'v-ghost' },
    size: { sm: 's-sm', md: 's-md' },
    fullWidth: { true: 'w-true', false: 'w-false' },
    tone: { info: 't-info' },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
  compoundVariants: [
    [{ variant: 'ghost', size: 'sm' }, 'ghost-sm'],
    [{ fullWidth: true }, 'wide'],
  ],
} as const;

describe("the app's recipe runtime", () => {
  it('gives the class names @vanilla-extract/recipes gives, for every selection', () => {
    const ours = createRuntimeFn(config as never);
    const theirs = original(config as never) as (options?: object) => string;
    const choices = {
      variant: [undefined, 'primary', 'secondary', 'ghost', 'other'],
      size: [undefined, 'sm', 'md'],
      fullWidth: [undefined, true, false],
      tone: [undefined, 'info'],
    };
    let compared = 0;
    for (const variant of choices.variant)
      for (const size of choices.size)
        for (const fullWidth of choices.fullWidth)
          for (const tone of choices.tone) {
            const options = { variant, size, fullWidth, tone };
            expect(ours(options)).toBe(theirs(options));
            compared += 1;
          }
    expect(ours()).toBe(theirs());
    expect(ours({})).toBe(theirs({}));
    expect(compared).toBe(90);
  });
});
