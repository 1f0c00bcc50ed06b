import type { ItemId, Open } from '../model';
import type { CharacterType } from '../medallion/medallion';
import type { AnyJob } from './jobs';

/** A character as the components see it, shaped like the contract's `Character`. */
export interface CharacterData {
  id: ItemId;
  name: string;
  /** Set locally on rename; shown instead of `name` when present. */
  customName?: string | null;
  /** Null, empty or missing when the character has no picture: its job's illustration stands in. */
  image?: string | null | undefined;
  /** A job the library does not know is shown as it came, with neutral art. */
  job: AnyJob;
  /** A type the library does not know is shown as it came. */
  characterType: Open<CharacterType>;
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
