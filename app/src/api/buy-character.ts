import type { CharacterType, Id } from '@izi/api';
import { isLocale } from '@izi/locales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authToken } from '../auth/token';
import { queryKeys } from './keys';

/** The backend answered 404, 405 or 501: it does not have izi's own economy calls. */
export class EconomyNotImplemented extends Error {}

/**
 * izi's own economy client, loaded on first use (`@izi/api/economy` stays out of the first
 * bundle), with the same token and language as the app's client.
 */
export async function loadEconomy() {
  const { createEconomyClient, isNotImplemented } = await import('@izi/api/economy');
  const client = createEconomyClient({
    getToken: authToken.get,
    getLocale: () => {
      const lang = document.documentElement.lang;
      return isLocale(lang) ? lang : null;
    },
  });
  return { client, isNotImplemented };
}

/** Throws `EconomyNotImplemented` in place of the backend's 404/405/501. */
export async function callEconomy<T>(
  call: (client: Awaited<ReturnType<typeof loadEconomy>>['client']) => Promise<T>,
): Promise<T> {
  const { client, isNotImplemented } = await loadEconomy();
  try {
    return await call(client);
  } catch (error) {
    if (isNotImplemented(error)) throw new EconomyNotImplemented();
    throw error;
  }
}

export interface BuyCharacterVariables {
  itemId: Id;
  characterType: CharacterType;
}

/** Buying spends iziDot and adds a character to a medallion: everything it touches is read again. */
export function useBuyCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, characterType }: BuyCharacterVariables) =>
      callEconomy((client) => client.buyCharacter(itemId, { characterType })),
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
