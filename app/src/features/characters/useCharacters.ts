import type { CharacterType, ReadCharacter } from '@izi/api';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/apiClient';
import { queryKeys } from '../../shared/api/queryKeys';
import { readList, type ListData } from '../../shared/api/listData';

export const charactersQuery = (type?: CharacterType) =>
  queryOptions({
    queryKey: queryKeys.characters(type),
    queryFn: ({ signal }) => readList(api.getCharacters(type, { signal })),
  });

/**
 * The characters, all or of one type. A medallion page opened from the dashboard shows the
 * characters of its type from the whole list already read (placeholder data, filtered here)
 * while its own call runs, rather than placeholders for data in hand: hundreds of characters
 * appear at once, and the answer replaces them.
 */
export function useCharacters(type?: CharacterType) {
  const queryClient = useQueryClient();
  return useQuery({
    ...charactersQuery(type),
    placeholderData: type
      ? (): ListData<ReadCharacter> | undefined => {
          const all = queryClient.getQueryData<ListData<ReadCharacter>>(queryKeys.characters());
          return (
            all && {
              items: all.items.filter((character) => character.characterType === type),
              // How many of this type could not be read is the answer's to say.
              skipped: 0,
            }
          );
        }
      : undefined,
  });
}
