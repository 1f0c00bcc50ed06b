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

/** True when the query is blank, or when each of its words is found in one of `fields`. */
export function matchesSearch(query: string, fields: readonly string[]): boolean {
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fields.map(normalizeSearchText);
  return words.every((word) => haystack.some((field) => field.includes(word)));
}
