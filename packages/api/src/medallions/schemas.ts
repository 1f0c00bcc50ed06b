/** A medallion, as a server sends it and as the client reads it. */
import * as z from 'zod/mini';
import { characterTypeReadSchema } from '../characters/schemas';
import { genders, starLevels, type CharacterType, type Gender, type StarLevel } from '../constants';
import { readAmount, readCount, readImage, readOneOf, readOpenEnum } from '../tolerant-readers';

/** What the next star level would give and cost (the price is in iziDol). */
export interface MedallionNextLevel {
  starLevel: StarLevel;
  capacity: number;
  price: number;
}

/** A tiered medallion that holds characters of its type. `nextLevel` is null at star level 4. */
export interface Medallion {
  type: CharacterType;
  gender: Gender;
  starLevel: StarLevel;
  capacity: number;
  characterCount: number;
  imageUrl: string;
  nextLevel: MedallionNextLevel | null;
}

export const genderReadSchema = readOpenEnum(genders, { MALE: 'M', FEMALE: 'F' });
/** 1 to 4 (or its text): the app computes the next level from it, so another value is refused. */
export const starLevelSchema = readOneOf(starLevels);

export const medallionNextLevelSchema = z.object({
  starLevel: starLevelSchema,
  capacity: readCount,
  price: readAmount,
});
export type ReadMedallionNextLevel = z.output<typeof medallionNextLevelSchema>;

export const medallionSchema = z.object({
  type: characterTypeReadSchema,
  gender: genderReadSchema,
  starLevel: starLevelSchema,
  capacity: readCount,
  characterCount: readCount,
  imageUrl: z.optional(readImage),
  nextLevel: z.optional(z.nullable(medallionNextLevelSchema)),
});
export type ReadMedallion = z.output<typeof medallionSchema>;
