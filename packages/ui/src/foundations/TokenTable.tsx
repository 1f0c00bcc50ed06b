import type { CSSProperties } from 'react';
import { lightTokens } from '../theme/tokens';
import { tokensOf, type Token, type TokenGroup } from './tokens';

/** What a token of each group looks like, drawn with its own value. */
const samples: Partial<Record<TokenGroup, (value: string) => CSSProperties>> = {
  space: (value) => ({ inlineSize: value, blockSize: '1rem', background: '#5233c9' }),
  radius: (value) => ({
    inlineSize: '3rem',
    blockSize: '3rem',
    borderRadius: value,
    border: '2px solid #5233c9',
  }),
  shadow: (value) => ({
    inlineSize: '4rem',
    blockSize: '3rem',
    borderRadius: lightTokens.radius.md,
    background: '#ffffff',
    boxShadow: value,
  }),
  fontSize: (value) => ({ fontSize: value, lineHeight: 1 }),
  fontWeight: (value) => ({ fontWeight: value }),
  lineHeight: (value) => ({ lineHeight: value, maxInlineSize: '14rem', fontSize: '0.75rem' }),
  font: (value) => ({ fontFamily: value }),
};

/**
 * Glyphs (Latin and Persian letters and digits) to show a face, a size, a weight or a line
 * height: a specimen, not words to translate.
 */
const SPECIMEN = 'Aa Bb 123 آب ۱۲۳';

function Sample({ group, token }: { group: TokenGroup; token: Token }) {
  const style = samples[group]?.(token.value);
  if (!style) return null;
  const showsText = !['space', 'radius', 'shadow'].includes(group);
  return <div style={style}>{showsText && SPECIMEN}</div>;
}

/**
 * Every token of `group` in the theme contract, in its order: its name, its value in the light
 * theme (and the dark one where they differ) and what it looks like.
 */
export function TokenTable({ group }: { group: TokenGroup }) {
  const dark = new Map(tokensOf(group, 'dark').map((token) => [token.name, token.value]));
  return (
    <table data-token-group={group} style={{ inlineSize: '100%' }}>
      <tbody>
        {tokensOf(group).map((token) => {
          const darkValue = dark.get(token.name);
          const value =
            darkValue === token.value ? token.value : `light ${token.value} · dark ${darkValue}`;
          return (
            <tr key={token.path} data-token={token.path}>
              <th scope="row" style={{ textAlign: 'start', whiteSpace: 'nowrap' }}>
                <code>{token.path}</code>
              </th>
              <td>
                <code>{value}</code>
              </td>
              <td style={{ padding: '0.75rem' }}>
                <Sample group={group} token={token} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
