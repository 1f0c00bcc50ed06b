import { ColorItem, ColorPalette } from '@storybook/addon-docs/blocks';
import type { ThemeName } from '../theme/themes.css';
import { colorUsage, defaultColorUsage, type ColorToken } from './colorUsage';
import { contrastRatio } from './contrast';
import { tokensOf } from './tokens';

/** `15.21:1 with surface ✓`: a ratio against one colour, and whether it meets WCAG's minimum. */
function describePair(ratio: number, pair: string, minimum: number | undefined) {
  const verdict = minimum === undefined ? '' : ratio >= minimum ? ' ✓' : ` ✗ (needs ${minimum}:1)`;
  return `${ratio.toFixed(2)}:1 with ${pair}${verdict}`;
}

/**
 * Every colour of the theme contract in `theme`: its name, its value, and its WCAG contrast with
 * each colour it meets on screen (colorUsage), marked against the minimum WCAG asks of it.
 */
export function ColorTokens({ theme }: { theme: ThemeName }) {
  const tokens = tokensOf('color', theme);
  const values = new Map(tokens.map((token) => [token.name, token.value]));
  return (
    <div data-theme-tokens={theme}>
      <ColorPalette>
        {tokens.map((token) => {
          const usage = colorUsage[token.name as ColorToken] ?? defaultColorUsage;
          const pairs = usage.pairs.map((pair) =>
            describePair(contrastRatio(token.value, values.get(pair) ?? ''), pair, usage.minimum),
          );
          const subtitle = [token.value, ...pairs].join(' · ');
          return (
            <div key={token.path} data-token={token.path}>
              <ColorItem title={token.path} subtitle={subtitle} colors={[token.value]} />
            </div>
          );
        })}
      </ColorPalette>
    </div>
  );
}
