import type { Character } from '@izi/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './keys';

/**
 * Selling removes the character from every cached list at once (spec §4: "removed from the
 * local list"), then reads again what the sale changed on the server.
 */
export function useSellCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.sellCharacter(id),
    onSuccess: (_result, id) => {
      queryClient.setQueriesData<Character[]>({ queryKey: ['characters'] }, (list) =>
        list?.filter((character) => character.id !== id),
      );
      return Promise.all(
        [
          queryKeys.characters(),
          queryKeys.wallet,
          queryKeys.transactions,
          queryKeys.stats,
          queryKeys.medallions,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
