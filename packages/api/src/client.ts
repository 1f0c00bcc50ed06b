/**
 * The typed client of the 14 calls and izi's own logout. It sends JSON under the base path, adds
 * the bearer token and `Accept-Language` when their getters return one (it reads no storage
 * itself), validates every answer against the contract, and turns every failure into one
 * `ApiError`.
 */
import type { CharacterType } from './constants';
import { calls, type CallName, type ResponseOf } from './calls';
import type { Id } from './schemas';
import type { CallWithBody, RequestOf } from './requests';
import { createSend, type ApiClientOptions, type RequestOptions } from './transport';

export { skippedIn } from './transport';
export type { ApiClientOptions, RequestOptions } from './transport';

export function createApiClient(options: ApiClientOptions = {}) {
  const send = createSend<typeof calls, { [C in CallName]: ResponseOf<C> }>(options, calls);

  const get =
    <C extends CallName>(call: C) =>
    (o?: RequestOptions) =>
      send(call, o);
  const post =
    <C extends CallWithBody>(call: C) =>
    (body: RequestOf<C>, o?: RequestOptions) =>
      send(call, { ...o, body });

  return {
    /** POST /auth/login; answers the token. */
    login: post('login'),
    /** POST /auth/signup; answers `{ success, message, email }`. */
    signup: post('signup'),
    /** POST /auth/verify-email with `{ email, code }`. */
    verifyEmail: post('verifyEmail'),
    /** GET /wallet: the three balances. */
    getWallet: get('getWallet'),
    /** GET /characters, or /characters?type=PETA for one type. Lists: see `skippedIn`. */
    getCharacters: (type?: CharacterType, o?: RequestOptions) =>
      send('getCharacters', {
        ...o,
        path: calls.getCharacters.path + (type ? `?type=${encodeURIComponent(type)}` : ''),
      }),
    /** GET /transactions. */
    getTransactions: get('getTransactions'),
    /** GET /stats: seven-day income and total value. */
    getStats: get('getStats'),
    /** GET /marketplace/items. */
    getMarketplaceItems: get('getMarketplaceItems'),
    /** GET /izishop/items. */
    getShopItems: get('getShopItems'),
    /** POST /characters/{id}/sell, with no body; the id (a number or a text) is encoded. */
    sellCharacter: (id: Id, o?: RequestOptions) =>
      send('sellCharacter', {
        ...o,
        path: calls.sellCharacter.path.replace(':id', encodeURIComponent(String(id))),
      }),
    /** POST /usdt/request: a deposit (with proof) or a withdrawal (with address). */
    submitUsdtRequest: post('submitUsdtRequest'),
    /** GET /ai/analyze-characters: the advisor's text. */
    analyzeCharacters: get('analyzeCharacters'),
    /** GET /medallions: one per type; the page picks its own. */
    getMedallions: get('getMedallions'),
    /** POST /medallions/upgrade with `{ type, gender }`. */
    upgradeMedallion: post('upgradeMedallion'),
    /**
     * POST /auth/logout (izi's own call): ends this session on the server, or every session of
     * the user with `{ everywhere: true }`. Without a body by default.
     */
    logout: (body?: RequestOf<'logout'>, o?: RequestOptions) => send('logout', { ...o, body }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
