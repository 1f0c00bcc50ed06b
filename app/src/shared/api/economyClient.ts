import { authToken } from '../authToken';
import { requestLocale } from './requestLocale';

/** The backend answered 404, 405 or 501: it does not have izi's own economy calls. */
export class EconomyNotImplemented extends Error {}

/**
 * izi's own economy client, loaded on first use (`@izi/api/economy` stays out of the first
 * bundle), with the same token and language as the app's client.
 */
async function loadEconomy() {
  const { createEconomyClient, isNotImplemented } = await import('@izi/api/economy');
  const client = createEconomyClient({ getToken: authToken.get, getLocale: requestLocale.get });
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
