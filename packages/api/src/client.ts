/**
 * The typed client of every call, as one object: it sends JSON under the base path, adds the
 * bearer token and `Accept-Language` when their getters return one (it reads no storage itself),
 * validates every answer against the contract, and turns every failure into one `ApiError`.
 * The marketplace, the shop, the advisor, token conversion and the account with the operator's
 * calls import their module on first use, so that what the client carries from its first load
 * does not grow with them.
 */
import type { Send } from './call-spec';
import { firstLoadClient } from './first-load-client';
import { createSend, type ApiClientOptions } from './transport';

export { skippedIn } from './transport';
export type { ApiClientOptions, RequestOptions } from './transport';

type Methods = Record<string, (...args: never[]) => Promise<unknown>>;

/**
 * Methods whose module is imported on the first call of one of them: `names` are the methods its
 * default export makes (every one of them: the compiler checks).
 */
export function onFirstUse<M extends Methods, const N extends readonly (keyof M & string)[]>(
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
  return {
    ...firstLoadClient(send),
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
    ...onFirstUse(send, () => import('./operator/client'), [
      'getAccount',
      'getUsdtRequests',
      'getOperatorUsdtRequests',
      'approveUsdtRequest',
      'rejectUsdtRequest',
      'getOperatorOrders',
      'deliverOrder',
      'cancelOrder',
      'getOperatorAudit',
    ]),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
