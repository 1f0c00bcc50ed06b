/**
 * The typed client of every call, as one object: it sends JSON under the base path, adds the
 * bearer token and `Accept-Language` when their getters return one (it reads no storage itself),
 * validates every answer against the contract, and turns every failure into one `ApiError`.
 * The marketplace, the shop, the advisor and token conversion import their module on first use, so that what
 * the client carries from its first load does not grow with them.
 */
import { authCalls } from './auth/calls';
import { pathWithId, type AnswerOf, type Id, type Send } from './call-spec';
import type { CallWithBody, RequestOf } from './calls';
import { characterCalls } from './characters/calls';
import type { CharacterType } from './constants';
import { medallionCalls } from './medallions/calls';
import { createSend, type ApiClientOptions, type RequestOptions } from './transport';
import { walletCalls } from './wallet/calls';

export { skippedIn } from './transport';
export type { ApiClientOptions, RequestOptions } from './transport';

type Methods = Record<string, (...args: never[]) => Promise<unknown>>;

/** The methods `createApiClient` makes of a table: see there. */
type TableMethods<T> = {
  [C in keyof T]: C extends 'logout'
    ? (body?: RequestOf<C>, o?: RequestOptions) => Promise<AnswerOf<T[C]>>
    : C extends CallWithBody
      ? (body: RequestOf<C>, o?: RequestOptions) => Promise<AnswerOf<T[C]>>
      : (o?: RequestOptions) => Promise<AnswerOf<T[C]>>;
};

/**
 * Methods whose module is imported on the first call of one of them: `names` are the methods its
 * default export makes (every one of them: the compiler checks).
 */
function onFirstUse<M extends Methods, const N extends readonly (keyof M & string)[]>(
  send: Send,
  load: () => Promise<{ default: (send: Send) => M }>,
  names: N & ([Exclude<keyof M, N[number]>] extends [never] ? unknown : never),
): M {
  let methods: Promise<M> | undefined;
  return Object.fromEntries(
    names.map((name) => [
      name,
      (...args: never[]) =>
        (methods ??= load().then((module) => module.default(send))).then((loaded) =>
          loaded[name]!(...args),
        ),
    ]),
  ) as M;
}

export function createApiClient(options: ApiClientOptions = {}) {
  const send = createSend(options);
  const table = { ...authCalls, ...walletCalls, ...characterCalls, ...medallionCalls };
  /**
   * A method per call of the table: a GET takes the request options, any other call its body
   * first (logout's may be left out); the two calls with a parameter are written below.
   */
  const methods = Object.fromEntries(
    Object.entries(table).map(([name, spec]) => [
      name,
      spec.method === 'GET'
        ? (o?: RequestOptions) => send(name, spec, o)
        : (body: unknown, o?: RequestOptions) => send(name, spec, { ...o, body }),
    ]),
  ) as unknown as TableMethods<typeof table>;
  const { getCharacters, sellCharacter } = table;

  return {
    ...methods,
    /** GET /characters, or /characters?type=PETA for one type. Lists: see `skippedIn`. */
    getCharacters: (type?: CharacterType, o?: RequestOptions) =>
      send('getCharacters', getCharacters, {
        ...o,
        path: getCharacters.path + (type ? `?type=${encodeURIComponent(type)}` : ''),
      }),
    /** POST /characters/{id}/sell, with no body; the id (a number or a text) is encoded. */
    sellCharacter: (id: Id, o?: RequestOptions) =>
      send('sellCharacter', sellCharacter, { ...o, path: pathWithId(sellCharacter, id) }),
    ...onFirstUse(send, () => import('./marketplace/client'), [
      'getMarketplaceItems',
      'buyCharacter',
    ]),
    ...onFirstUse(send, () => import('./shop/client'), [
      'getShopItems',
      'getCart',
      'setCartLine',
      'removeCartLine',
      'checkout',
      'getOrders',
    ]),
    ...onFirstUse(send, () => import('./advisor/client'), ['analyzeCharacters']),
    ...onFirstUse(send, () => import('./wallet/conversion'), [
      'getConversionRates',
      'convertTokens',
    ]),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
