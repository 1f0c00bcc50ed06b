import { createEconomyClient, isNotImplemented } from '@izi/api/economy';
import { authToken } from '../authToken';
import { fetchWithPrefetched } from './prefetch';
import { requestLocale } from './requestLocale';

/** The backend answered 404, 405 or 501: it does not have izi's own economy calls. */
export class EconomyNotImplemented extends Error {}

/**
 * izi's own economy client, with the same token and language as the app's client. It comes with
 * the signed-in screens (the dashboard's header asks for the cart at once), never with the
 * signed-out entry: only signed-in code imports this module (scripts/check-bundle.mjs). The
 * header's cart may already be on its way (prefetch.ts).
 */
const economy = createEconomyClient({
  getToken: authToken.get,
  getLocale: requestLocale.get,
  fetch: fetchWithPrefetched,
});

/** Throws `EconomyNotImplemented` in place of the backend's 404/405/501. */
export async function callEconomy<T>(call: (client: typeof economy) => Promise<T>): Promise<T> {
  try {
    return await call(economy);
  } catch (error) {
    if (isNotImplemented(error)) throw new EconomyNotImplemented();
    throw error;
  }
}
