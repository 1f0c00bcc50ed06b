/** Local names given by rename (spec §4: no server call), by character id. */
export type CustomNames = ReadonlyMap<number, string>;

/**
 * The characters with the local names applied, so that every place a character is shown (the
 * characters page, the dashboard's slider, a medallion's list) shows the same name.
 */
export function withCustomNames<T extends { id: number; customName?: string | null }>(
  characters: readonly T[],
  customNames: CustomNames,
): T[] {
  return characters.map((character) => ({
    ...character,
    customName: customNames.get(character.id) ?? character.customName ?? null,
  }));
}
