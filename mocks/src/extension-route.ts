/**
 * What the handlers of izi's extension calls (buying, the cart, checkout, orders, conversion)
 * share: the route with its item id, typed answers, and refusals as the server words them.
 */
import {
  marketplaceTexts,
  medallionTexts,
  requestTexts,
  shopTexts,
  walletTexts,
  type ExtensionAnswers,
  type ExtensionCallName,
} from '@izi/api';
import { HttpResponse, type HttpHandler } from 'msw';
import { fail, route, type MockContext } from './route';

/** The server's texts the extension handlers answer with, and the mocks' own `badRequest`. */
export const extensionMessages = {
  ...marketplaceTexts,
  ...shopTexts,
  ...walletTexts,
  ...requestTexts,
  medallionNotFound: medallionTexts.medallionNotFound,
  badRequest: 'Invalid request.',
} as const;

type Resolve = (info: { request: Request; id: number }) => Response | Promise<Response>;
export type ExtensionScenario = (context: MockContext) => HttpHandler;

/**
 * The handler of an extension call at its method and path: 401 without a bearer token (or with
 * one logout ended), 400 for an `:id` that is not a positive whole number, else `resolve`.
 */
export function extensionRoute(call: ExtensionCallName, context: MockContext, resolve: Resolve) {
  return route(call, context, ({ request, params }) => {
    const raw = params['id'];
    const id = typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
    if ('id' in params && Number.isNaN(id)) return fail(400, extensionMessages.badItemId);
    return resolve({ request, id });
  });
}

/** A 2xx answer whose body the compiler checks against the call's answer type. */
export const answer = <C extends ExtensionCallName>(
  _call: C,
  body: ExtensionAnswers[C],
  init?: ResponseInit,
) => HttpResponse.json(body as object, init);

/** The calls whose refusals carry `success: false`, as the server's. */
const outcome = new Set<ExtensionCallName>([
  'buyCharacter',
  'checkout',
  'convertTokens',
  'approveUsdtRequest',
  'rejectUsdtRequest',
  'deliverOrder',
  'cancelOrder',
]);
export const refusal = (call: ExtensionCallName, status: number, message: string) =>
  fail(status, message, outcome.has(call) ? { success: false } : {});

/** A refusal with the server's status and message, whatever the state. */
export const refused =
  (call: ExtensionCallName, status: number, message: string): ExtensionScenario =>
  (ctx) =>
    extensionRoute(call, ctx, () => refusal(call, status, message));

/** A refusal: the HTTP status and the message the server would send. */
export const refuse = (status: number, message: string) =>
  ({ ok: false, status, message }) as const;
