/**
 * The medallion model as the components see it: shaped like the contract's `Medallion` so that
 * the app passes its data straight through, declared here because `ui` never imports the API.
 */
import {
  MAX_STAR_LEVEL,
  medallionImagePath,
  type CharacterType,
  type Gender as MedallionGender,
  type StarLevel,
} from '@izi/domain';
import type { Open } from '../model';

/**
 * The product's fixed values the medallions use, from `@izi/domain`: character types (which are
 * also the medallion types, Latin in every language), genders, star levels (4 is the maximum) and
 * the one function that builds a medallion's picture path (built on the client).
 */
export {
  characterTypes,
  genders as medallionGenders,
  MAX_STAR_LEVEL,
  medallionImagePath,
  starLevels,
  type CharacterType,
  type Gender as MedallionGender,
  type StarLevel,
} from '@izi/domain';

export interface MedallionNextLevelData {
  starLevel: StarLevel;
  capacity: number;
  /** In iziDol. */
  price: number;
}

export interface MedallionData {
  type: CharacterType;
  /** A gender the library does not know is shown as it came (the upgrade starts on male). */
  gender: Open<MedallionGender>;
  starLevel: StarLevel;
  capacity: number;
  characterCount: number;
  /** Null, empty or missing: the picture is built from the type, level and gender. */
  imageUrl?: string | null | undefined;
  /** Null (or missing) at the maximum star level. */
  nextLevel?: MedallionNextLevelData | null | undefined;
}

/** The medallion's own picture, or the one built from its type, level and gender. */
export const medallionImageOf = (
  medallion: Pick<MedallionData, 'type' | 'starLevel' | 'gender' | 'imageUrl'>,
) =>
  medallion.imageUrl || medallionImagePath(medallion.type, medallion.starLevel, medallion.gender);

/** Whether the medallion can still be upgraded (only below star level 4). */
export function canUpgrade(medallion: Pick<MedallionData, 'starLevel' | 'nextLevel'>): boolean {
  return medallion.starLevel < MAX_STAR_LEVEL && medallion.nextLevel != null;
}
