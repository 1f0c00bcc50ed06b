import type { CharacterType } from '@izi/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './keys';
import { readList } from './list';

export const charactersQuery = (type?: CharacterType) =>
  queryOptions({
    queryKey: queryKeys.characters(type),
    queryFn: ({ signal }) => readList(api.getCharacters(type, { signal })),
  });

export const useCharacters = (type?: CharacterType) => useQuery(charactersQuery(type));
