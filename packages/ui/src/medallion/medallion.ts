/**
 * The medallion model as the components see it: shaped like the contract's `Medallion` so that
 * the app passes its data straight through, declared here because `ui` never imports the API.
 */
import { isOneOf, type Open } from '../model';

/** Character types, which are also the medallion types. They stay Latin in every language. */
export const characterTypes = ['PETA', 'BETA', 'ATA', 'ALPHA'] as const;
export type CharacterType = (typeof characterTypes)[number];

/** A medallion's gender: male or female. */
export const medallionGenders = ['M', 'F'] as const;
export type MedallionGender = (typeof medallionGenders)[number];

/** Star levels run from 1 to 4; 4 is the maximum. */
export const starLevels = [1, 2, 3, 4] as const;
export type StarLevel = (typeof starLevels)[number];
export const MAX_STAR_LEVEL = 4;

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

/**
 * The one place a medallion's picture path is built (the spec builds the next level's image on
 * the client): `/art/medallions/peta-2-f.svg`.
 */
export function medallionImagePath(
  type: Open<CharacterType>,
  starLevel: StarLevel,
  gender: Open<MedallionGender>,
): string {
  if (!isOneOf(characterTypes, type)) return '/art/medallions/unknown.svg';
  const known = isOneOf(medallionGenders, gender) ? gender : 'M';
  return `/art/medallions/${type.toLowerCase()}-${starLevel}-${known.toLowerCase()}.svg`;
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
