/**
 * The mock economy of medallions: the medallions every story may need. What each star level holds
 * (`@izi/domain`) and what reaching it costs (`@izi/api`) are the server's own numbers; the spec
 * gives neither figure, and they make every state reachable: the fixture wallet affords some
 * upgrades and not others.
 */
import {
  capacityByLevel,
  characterTypes,
  genders,
  medallionImagePath,
  starLevels,
  type CharacterType,
  type Gender,
  type StarLevel,
} from '@izi/domain';
import { nextLevelOf, type Medallion } from '@izi/api';

export { capacityByLevel, nextLevelOf };

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
