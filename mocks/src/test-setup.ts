/** Shared setup of the mocks' own tests: the msw/node server over its db, and API clients. */
import {
  ApiError,
  createApiClient,
  type ApiClient,
  type CallName,
  type RequestOptions,
} from '@izi/api';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { db, server } from './node';

export { db, server };

export const BASE = 'http://localhost/api';
export const TOKEN = 'test-token';
export const client = createApiClient({ baseUrl: BASE, getToken: () => TOKEN });
export const anonymous = createApiClient({ baseUrl: BASE });

export function useMockServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    db.reset();
  });
  afterAll(() => server.close());
}

/** One valid invocation of each call (character 101 and the PETA medallion exist in the fixtures). */
export const invoke: Record<
  CallName,
  (api: ApiClient, options?: RequestOptions) => Promise<unknown>
> = {
  login: (api, o) => api.login({ username: 'sara', password: 'secret' }, o),
  signup: (api, o) =>
    api.signup({ username: 'sara', email: 'sara@example.com', password: 'pw' }, o),
  verifyEmail: (api, o) => api.verifyEmail({ email: 'sara@example.com', code: '123456' }, o),
  getWallet: (api, o) => api.getWallet(o),
  getCharacters: (api, o) => api.getCharacters(undefined, o),
  getTransactions: (api, o) => api.getTransactions(o),
  getStats: (api, o) => api.getStats(o),
  getMarketplaceItems: (api, o) => api.getMarketplaceItems(o),
  getShopItems: (api, o) => api.getShopItems(o),
  sellCharacter: (api, o) => api.sellCharacter(101, o),
  submitUsdtRequest: (api, o) =>
    api.submitUsdtRequest({ type: 'deposit', amount: 50, proof: '0xabc' }, o),
  analyzeCharacters: (api, o) => api.analyzeCharacters(o),
  getMedallions: (api, o) => api.getMedallions(o),
  upgradeMedallion: (api, o) => api.upgradeMedallion({ type: 'PETA', gender: 'M' }, o),
  logout: (api, o) => api.logout(undefined, o),
};

/** The ApiError a promise rejects with; throws if it resolves or fails otherwise. */
export async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    (value) => {
      throw new Error(`expected a failure, got ${JSON.stringify(value)}`);
    },
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw error;
  return error;
}
