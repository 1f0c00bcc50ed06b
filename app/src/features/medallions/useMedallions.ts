import type { CharacterType, UpgradeMedallionRequest } from '@izi/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/apiClient';
import { queryKeys } from '../../shared/api/queryKeys';
import { readList } from '../../shared/api/listData';

export const medallionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.medallions,
    queryFn: ({ signal }) => readList(api.getMedallions({ signal })),
  });

export const useMedallions = () => useQuery(medallionsQuery());

/** The list comes whole; a medallion page picks the one of its type. */
export const useMedallion = (type: CharacterType) =>
  useQuery({
    ...medallionsQuery(),
    select: ({ items }) => {
      const medallion = items.find((candidate) => candidate.type === type);
      return medallion ? { ...medallion, type } : null;
    },
  });

/** Upgrading spends iziDol and changes the medallion: both are read again. */
export function useUpgradeMedallion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpgradeMedallionRequest) => api.upgradeMedallion(request),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.medallions }),
        queryClient.invalidateQueries({ queryKey: queryKeys.wallet }),
        queryClient.invalidateQueries({ queryKey: queryKeys.transactions }),
      ]),
  });
}
