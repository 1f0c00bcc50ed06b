import type { Id } from '@izi/api';

/** Local names given by rename (spec §4: no server call), by character id. */
export type CustomNames = ReadonlyMap<Id, string>;

/**
 * The characters with the local names applied, so that every place a character is shown (the
 * characters page, the dashboard's slider, a medallion's list) shows the same name.
 */
export function withCustomNames<T extends { id: Id; customName?: string | null | undefined }>(
  characters: readonly T[],
  customNames: CustomNames,
): T[] {
  return characters.map((character) => ({
    ...character,
    customName: customNames.get(character.id) ?? character.customName ?? null,
  }));
}
