import type { CharacterType, Id } from '@izi/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/apiClient';
import { queryKeys } from '../../shared/api/queryKeys';

export interface BuyCharacterVariables {
  itemId: Id;
  characterType: CharacterType;
}

/** Buying spends iziDot and adds a character to a medallion: everything it touches is read again. */
export function useBuyCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, characterType }: BuyCharacterVariables) =>
      api.buyCharacter(itemId, { characterType }),
    onSuccess: () =>
      Promise.all(
        [
          queryKeys.characters(),
          queryKeys.medallions,
          queryKeys.wallet,
          queryKeys.transactions,
          queryKeys.stats,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
