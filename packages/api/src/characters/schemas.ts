/**
 * A character, as a server sends it and as the client reads it (the tolerant reader: see the
 * package README), the strict character type a request must carry, and the readers of the job
 * and the character type that the marketplace and the medallions read too.
 */
import * as z from 'zod/mini';
import { characterTypes, jobs, type CharacterType, type Job } from '../constants';
import {
  readAmount,
  readId,
  readImage,
  readNumber,
  readOpenEnum,
  readText,
} from '../tolerant-readers';

/** The exact contract value, for what a request must carry. */
export const characterTypeSchema = /* @__PURE__ */ z.enum(characterTypes);

/** A character the user owns. `customName` is set only locally, on rename. */
export interface Character {
  id: number;
  name: string;
  customName?: string | null | undefined;
  image: string | null;
  job: Job;
  characterType: CharacterType;
  knowledge: number;
  experience: number;
  energy: number;
  happiness: number;
  /** Daily income, in iziDot. */
  baseRate: number;
}

export const jobSchema = readOpenEnum(jobs);
export const characterTypeReadSchema = readOpenEnum(characterTypes);

/** A character attribute given in percent. */
const percent = readNumber('a number from 0 to 100', 0, 100);

export const characterSchema = z.object({
  id: readId,
  name: readText,
  customName: z.optional(z.nullable(readText)),
  image: z.optional(readImage),
  job: jobSchema,
  characterType: characterTypeReadSchema,
  knowledge: percent,
  experience: percent,
  energy: percent,
  happiness: percent,
  baseRate: readAmount,
});
export type ReadCharacter = z.output<typeof characterSchema>;
