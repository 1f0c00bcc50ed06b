import type { CharacterType } from '../medallion/medallion';
import type { Job } from './jobs';

/** A character as the components see it, shaped like the contract's `Character`. */
export interface CharacterData {
  id: number;
  name: string;
  /** Set locally on rename; shown instead of `name` when present. */
  customName?: string | null;
  /** Null when the character has no picture: its job's illustration stands in. */
  image: string | null;
  job: Job;
  characterType: CharacterType;
  /** Percent, 0 to 100. */
  knowledge: number;
  experience: number;
  energy: number;
  happiness: number;
  /** Daily income, in iziDot. */
  baseRate: number;
}

/** The name a person sees: the custom name when one is set. */
export function displayNameOf(character: Pick<CharacterData, 'name' | 'customName'>): string {
  const custom = character.customName?.trim();
  return custom ? custom : character.name;
}
