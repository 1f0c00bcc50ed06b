import type { CharacterType } from '@izi/api';
import type { PageId } from '@izi/ui';

/** Opens another signed-in page (a new history entry; the view scrolls to the top). */
export type Navigate = (page: PageId) => void;

/** The dashboard page of a medallion type: PETA's is 'peta'. */
export const medallionPageOf = (type: CharacterType) =>
  type.toLowerCase() as Lowercase<CharacterType> satisfies PageId;
