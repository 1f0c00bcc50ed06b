import { describe, expect, it } from 'vitest';
import { darkTokens, lightTokens } from '../theme/tokens';
import { colorUsage, defaultColorUsage, type ColorToken } from './colorUsage';
import { contrastRatio } from './contrast';

const themes = { light: lightTokens, dark: darkTokens };

describe.each(Object.entries(themes))('the %s theme', (_, tokens) => {
  const colors: Record<string, string> = tokens.color;

  it('gives empty stars 3:1 against every surface they are drawn on (WCAG 1.4.11)', () => {
    for (const surface of ['background', 'surface', 'surfaceRaised', 'surfaceSunken'] as const) {
      expect(contrastRatio(tokens.color.starEmpty, tokens.color[surface])).toBeGreaterThanOrEqual(
        3,
      );
    }
  });

  it('meets the contrast each colour asks of what it meets, as the Colors page marks it', () => {
    const misses = Object.keys(colors).flatMap((name) => {
      const { pairs, minimum } = colorUsage[name as ColorToken] ?? defaultColorUsage;
      if (minimum === undefined) return [];
      return pairs
        .map((pair) => ({ pair, ratio: contrastRatio(colors[name] ?? '', colors[pair] ?? '') }))
        .filter(({ ratio }) => ratio < minimum)
        .map(({ pair, ratio }) => `${name} with ${pair}: ${ratio.toFixed(2)}:1 < ${minimum}:1`);
    });
    expect(misses).toEqual([]);
  });
});
