/**
 * What each medallion star level costs (what it holds is `capacityByLevel`, in `@izi/domain`). The
 * spec gives no prices; they are chosen to make every state reachable, and the mocks and the
 * server read them from here so the two cannot drift.
 */
import type { Open } from '@izi/domain';
import { capacityByLevel, starLevels, type CharacterType, type StarLevel } from '../constants';
import type { MedallionNextLevel } from './schemas';

/** The base price of a medallion type, in iziDol; a level's price is this times its factor. */
export const medallionBasePrice: Record<CharacterType, number> = {
  PETA: 100,
  BETA: 250,
  ATA: 600,
  ALPHA: 1500,
};

/** The price factor of reaching each star level (level 1 is where every medallion starts). */
export const levelPriceFactor: Record<StarLevel, number> = { 1: 0, 2: 1, 3: 2.5, 4: 6 };

/**
 * The level above `starLevel` (its capacity and its price in iziDol), or null at the maximum and
 * for a type this contract does not price (one read from another server).
 */
export function nextLevelOf(
  type: Open<CharacterType>,
  starLevel: StarLevel,
): MedallionNextLevel | null {
  const levels: readonly StarLevel[] = starLevels; // [1, 2, 3, 4]: index n holds level n + 1
  const next = levels[starLevel];
  const base = (medallionBasePrice as Partial<Record<string, number>>)[type];
  if (next === undefined || base === undefined) return null;
  return { starLevel: next, capacity: capacityByLevel[next], price: base * levelPriceFactor[next] };
}
