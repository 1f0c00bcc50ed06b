import type { Id } from '@izi/api';
import { useMemo } from 'react';

/** Local names given by rename (the spec: no server call), by character id. */
export type CustomNames = ReadonlyMap<Id, string>;

/**
 * The characters with the local names applied, so that every place a character is shown (the
 * characters page, the dashboard's slider, a medallion's list) shows the same name. A character
 * whose name does not change is passed on as it is (no copy), so hundreds of characters cost one
 * pass and no new objects.
 */
export function withCustomNames<T extends { id: Id; customName?: string | null | undefined }>(
  characters: readonly T[],
  customNames: CustomNames,
): T[] {
  return characters.map((character) => {
    const customName = customNames.get(character.id) ?? character.customName ?? null;
    return customName === character.customName ? character : { ...character, customName };
  });
}

/**
 * `withCustomNames`, computed again only when the list or the names change (a page's own
 * renders, a dialog opening or a sale running, reuse the same array).
 */
export function useWithCustomNames<T extends { id: Id; customName?: string | null | undefined }>(
  characters: readonly T[] | undefined,
  customNames: CustomNames,
): T[] | undefined {
  return useMemo(
    () => characters && withCustomNames(characters, customNames),
    [characters, customNames],
  );
}
