/**
 * The medallion model as the components see it: shaped like the contract's `Medallion` so that
 * the app passes its data straight through, declared here because `ui` never imports the API.
 */

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
  gender: MedallionGender;
  starLevel: StarLevel;
  capacity: number;
  characterCount: number;
  imageUrl: string;
  /** Null at the maximum star level. */
  nextLevel: MedallionNextLevelData | null;
}

/**
 * The one place a medallion's picture path is built (the spec builds the next level's image on
 * the client): `/art/medallions/peta-2-f.svg`.
 */
export function medallionImagePath(
  type: CharacterType,
  starLevel: StarLevel,
  gender: MedallionGender,
): string {
  return `/art/medallions/${type.toLowerCase()}-${starLevel}-${gender.toLowerCase()}.svg`;
}

/** Whether the medallion can still be upgraded (only below star level 4). */
export function canUpgrade(medallion: Pick<MedallionData, 'starLevel' | 'nextLevel'>): boolean {
  return medallion.starLevel < MAX_STAR_LEVEL && medallion.nextLevel !== null;
}
