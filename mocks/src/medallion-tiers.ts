/**
 * The mock economy of medallions: what each star level holds and what reaching it costs. The spec
 * gives neither figure, so these are this mock's own, chosen to make every state reachable: the
 * fixture wallet affords some upgrades and not others.
 */
import {
  characterTypes,
  genders,
  starLevels,
  type CharacterType,
  type Gender,
  type Medallion,
  type MedallionNextLevel,
  type StarLevel,
} from '@izi/api';
import { medallionImagePath } from './art';

export const capacityByLevel: Record<StarLevel, number> = { 1: 3, 2: 5, 3: 8, 4: 12 };
const basePrice: Record<CharacterType, number> = { PETA: 100, BETA: 250, ATA: 600, ALPHA: 1500 };
const levelFactor: Record<StarLevel, number> = { 1: 0, 2: 1, 3: 2.5, 4: 6 };

/** The level above `starLevel`, or null at the maximum. */
export function nextLevelOf(type: CharacterType, starLevel: StarLevel): MedallionNextLevel | null {
  const levels: readonly StarLevel[] = starLevels; // [1, 2, 3, 4]: index n holds level n + 1
  const next = levels[starLevel];
  if (next === undefined) return null;
  return {
    starLevel: next,
    capacity: capacityByLevel[next],
    price: basePrice[type] * levelFactor[next],
  };
}

export function buildMedallion(
  type: CharacterType,
  starLevel: StarLevel,
  gender: Gender,
  characterCount = 0,
): Medallion {
  return {
    type,
    gender,
    starLevel,
    capacity: capacityByLevel[starLevel],
    characterCount,
    imageUrl: medallionImagePath(type, starLevel, gender),
    nextLevel: nextLevelOf(type, starLevel),
  };
}

type ByGender = Record<Gender, Medallion>;
type ByLevel = Record<StarLevel, ByGender>;

function levelsOf(type: CharacterType): ByLevel {
  const byGender = (level: StarLevel): ByGender => ({
    M: buildMedallion(type, level, 'M', Math.min(2, capacityByLevel[level])),
    F: buildMedallion(type, level, 'F', Math.min(2, capacityByLevel[level])),
  });
  return { 1: byGender(1), 2: byGender(2), 3: byGender(3), 4: byGender(4) };
}

/** Every medallion a story may need: `medallionsByLevel.PETA[4].F` (two characters in each). */
export const medallionsByLevel: Record<CharacterType, ByLevel> = {
  PETA: levelsOf('PETA'),
  BETA: levelsOf('BETA'),
  ATA: levelsOf('ATA'),
  ALPHA: levelsOf('ALPHA'),
};

/** The same 32 medallions (4 types x 4 levels x 2 genders) as a flat list. */
export const allMedallions: readonly Medallion[] = characterTypes.flatMap((type) =>
  starLevels.flatMap((level) => genders.map((gender) => medallionsByLevel[type][level][gender])),
);
