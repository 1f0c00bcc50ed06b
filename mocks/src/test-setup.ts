/**
 * What the mocks' own tests share beyond the mock server (`setupMockServer` in ./testing): API
 * clients and one valid invocation of each call.
 */
import {
  createApiClient,
  type ApiClient,
  type CoreCallName as CallName,
  type RequestOptions,
} from '@izi/api';

export const BASE = 'http://localhost/api';
export const TOKEN = 'test-token';
export const client = createApiClient({ baseUrl: BASE, getToken: () => TOKEN });
export const anonymous = createApiClient({ baseUrl: BASE });

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
  resendCode: (api, o) => api.resendCode({ email: 'sara@example.com' }, o),
  forgotPassword: (api, o) => api.forgotPassword({ email: 'sara@example.com' }, o),
  resetPassword: (api, o) =>
    api.resetPassword({ email: 'sara@example.com', code: '123456', password: 'new password' }, o),
};

/** The scenarios every call has: its success, its loading states and its ways to fail. */
export const everyCallsScenarios = [
  'success',
  'slow',
  'slowThenSuccess',
  'error',
  'errorNoMessage',
  'networkError',
  'unreadable',
] as const;
