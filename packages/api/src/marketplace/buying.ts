/**
 * Buying a marketplace character (izi's own call): what it sends and answers, and its entry. The
 * client loads this module on first use, so the app's first load does not carry it.
 */
import * as z from 'zod/mini';
import { entry, type CallSpec } from '../call-spec';
import { characterSchema, characterTypeSchema, type Character } from '../characters/schemas';
import { outcomeShape } from '../outcome';

/** `POST /marketplace/items/{id}/buy`: the medallion (type) the new character joins. */
export const buyCharacterRequestSchema = z.object({ characterType: characterTypeSchema });
export type BuyCharacterRequest = z.infer<typeof buyCharacterRequestSchema>;

export interface BuyCharacterResult {
  success: true;
  message: string;
  character: Character;
}

export const buyCharacterResponseSchema = z.object({
  ...outcomeShape,
  character: z.optional(characterSchema),
});
export type ReadBuyCharacterResult = z.output<typeof buyCharacterResponseSchema>;

export const buyingCalls = {
  /** `{ characterType }`: answers the new character. */
  buyCharacter: entry('izi', 'POST', '/marketplace/items/:id/buy', buyCharacterResponseSchema),
} satisfies Record<string, CallSpec>;

/** What buying answers as this server (and the mocks) write it. */
export interface BuyingAnswers {
  buyCharacter: BuyCharacterResult;
}
