import type { Id, ReadCharacter } from '@izi/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/apiClient';
import { queryKeys } from '../../shared/api/queryKeys';
import type { ListData } from '../../shared/api/listData';

/**
 * Selling removes the character from every cached list at once (the spec: "removed from the
 * local list"), then reads again what the sale changed on the server.
 */
export function useSellCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: Id) => api.sellCharacter(id),
    onSuccess: (_result, id) => {
      queryClient.setQueriesData<ListData<ReadCharacter>>(
        { queryKey: ['characters'] },
        (list) => list && { ...list, items: list.items.filter((character) => character.id !== id) },
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
