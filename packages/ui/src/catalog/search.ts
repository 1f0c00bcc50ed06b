import { useEffect } from 'react';

/**
 * The client-side search of the marketplace and the shop: a query matches an item when every
 * word of it appears (case- and accent-insensitively) in one of the item's texts.
 */

/**
 * The letters a Persian and an Arabic keyboard type for one sound, and the digits of either
 * script: each made the one that both sides of a comparison then hold (Persian yeh and kaf,
 * ASCII digits).
 */
const sameLetter: Readonly<Record<string, string>> = { ي: 'ی', ى: 'ی', ك: 'ک' };
const digitOf = (char: string) => {
  const code = char.charCodeAt(0);
  return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
};

/**
 * Lower case, without accents (nor Arabic vowel marks), with runs of spaces made one; Arabic and
 * Persian yeh and kaf alike, Persian and Arabic-Indic digits as 0-9, and no zero-width
 * non-joiner nor tatweel (a person may type "برنامه‌نویس" with or without its joiner): what both
 * sides are compared as.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[يىك]/g, (char) => sameLetter[char] ?? char)
    .replace(/[۰-۹٠-٩]/g, digitOf)
    .replace(/[\u200c\u0640]/g, '')
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

/** The words of a query as they are compared (normalized); none for a blank query. */
export function searchWords(query: string): string[] {
  return normalized(query).split(' ').filter(Boolean);
}

/**
 * Each item's search key: its texts normalized once and joined with a newline (which no
 * normalized text or word holds, so a word is still found within one text only). Kept per
 * items array and per `fieldsOf` (a function defined once, beside its list), so a keystroke over
 * thousands of items costs one `includes` per word and item, and nothing is normalized again.
 * The keys may be built a slice at a time (`prepareSearchKeys`); whatever is left is built here.
 */
const keysByFields = new WeakMap<object, WeakMap<readonly object[], string[]>>();
export function searchKeysOf<T extends object>(
  items: readonly T[],
  fieldsOf: (item: T) => readonly string[],
): readonly string[] {
  prepareSearchKeys(items, fieldsOf, () => true);
  return keysFor(items, fieldsOf);
}

function keysFor<T extends object>(
  items: readonly T[],
  fieldsOf: (item: T) => readonly string[],
): string[] {
  let byItems = keysByFields.get(fieldsOf);
  if (!byItems) {
    byItems = new WeakMap();
    keysByFields.set(fieldsOf, byItems);
  }
  let keys = byItems.get(items);
  if (!keys) {
    keys = [];
    byItems.set(items, keys);
  }
  return keys;
}

/**
 * Builds the search keys of `items` further while `hasTime()` holds (asked every 64 items), from
 * where the last call stopped; true once every key is built.
 */
export function prepareSearchKeys<T extends object>(
  items: readonly T[],
  fieldsOf: (item: T) => readonly string[],
  hasTime: () => boolean,
): boolean {
  const keys = keysFor(items, fieldsOf);
  while (keys.length < items.length) {
    if (keys.length % 64 === 0 && !hasTime()) return false;
    // Through the memo of texts: thousands of items often share a few descriptions.
    keys.push(
      fieldsOf(items[keys.length] as T)
        .map(normalized)
        .join('\n'),
    );
  }
  return true;
}

/**
 * The items that `keep` accepts (every one without it) and in which every word of `query` is
 * found in one of `fieldsOf(item)`, in their order. The very `items` array when nothing is left
 * out, so what depends on it (a memoized list) has nothing to do.
 */
export function filterBySearch<T extends object>(
  items: readonly T[],
  query: string,
  fieldsOf: (item: T) => readonly string[],
  keep?: (item: T) => boolean,
): readonly T[] {
  const words = searchWords(query);
  if (words.length === 0 && !keep) return items;
  const keys = words.length > 0 ? searchKeysOf(items, fieldsOf) : undefined;
  const found: T[] = [];
  for (let index = 0; index < items.length; index += 1) {
    const item = items[index] as T;
    if (keep && !keep(item)) continue;
    if (keys) {
      const key = keys[index] as string;
      if (!words.every((word) => key.includes(word))) continue;
    }
    found.push(item);
  }
  return found.length === items.length ? items : found;
}

/**
 * Prepares the search keys of `items` (see `searchKeysOf`) in the browser's idle time after the
 * list arrives, a slice of at most ~8 ms per idle period (never a long task), so that the first
 * keystroke over thousands of items finds them ready (what is left is built on that keystroke).
 * `fieldsOf` must be defined once, outside the component.
 */
export function usePreparedSearch<T extends object>(
  items: readonly T[],
  fieldsOf: (item: T) => readonly string[],
): void {
  useEffect(() => {
    if (items.length === 0) return;
    let cancel = () => {};
    const step = (hasTime: () => boolean) => {
      if (!prepareSearchKeys(items, fieldsOf, hasTime)) schedule();
    };
    const schedule = () => {
      if (typeof requestIdleCallback === 'function') {
        const id = requestIdleCallback(
          (deadline) => {
            // At most ~8 ms a slice even in a long idle period: a keystroke or a click that
            // comes meanwhile waits no longer than that. A page never idle for 2 s still gets
            // its slice (the timeout), so the keys are ready in the end.
            const until = performance.now() + 8;
            step(
              () =>
                (deadline.didTimeout || deadline.timeRemaining() > 1) && performance.now() < until,
            );
          },
          { timeout: 2000 },
        );
        cancel = () => cancelIdleCallback(id);
      } else {
        // No idle callbacks (Safari): a few hundred items per task.
        let budget = 0;
        const id = setTimeout(() => step(() => (budget += 1) <= 4), 50);
        cancel = () => clearTimeout(id);
      }
    };
    schedule();
    return () => cancel();
  }, [items, fieldsOf]);
}
