/**
 * The client-side search of the marketplace and the shop: a query matches an item when every
 * word of it appears (case- and accent-insensitively) in one of the item's texts.
 */

/** Lower case, without accents, with runs of spaces made one; what both sides are compared as. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en-US')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The normalized texts already met: a search over thousands of items normalizes each name and
 * description once, not on every keystroke (a memo of a pure function, emptied past 100,000).
 */
const normalizedTexts = new Map<string, string>();
function normalized(text: string): string {
  let value = normalizedTexts.get(text);
  if (value === undefined) {
    if (normalizedTexts.size >= 100_000) normalizedTexts.clear();
    value = normalizeSearchText(text);
    normalizedTexts.set(text, value);
  }
  return value;
}

/** True when the query is blank, or when each of its words is found in one of `fields`. */
export function matchesSearch(query: string, fields: readonly string[]): boolean {
  const words = normalized(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fields.map(normalized);
  return words.every((word) => haystack.some((field) => field.includes(word)));
}
