/**
 * Named scenarios of izi's extension calls (buying, the cart, checkout, orders, conversion, the
 * account, the person's USDT requests, the operator's calls), each
 * answering from the same in-memory db as the other handlers:
 *
 *   extensionScenario('checkout', 'outOfStock')       one handler
 *   extensionHandlersFor({ buyCharacter: 'slow' })     every extension call, overrides first
 *
 * `createHandlers` and `handlersFor` (the default mock mode, Storybook) serve their `success`.
 */
import { extensionCallNames, type ExtensionCallName } from '@izi/api';
import { delay, HttpResponse, type HttpHandler } from 'msw';
import { extensionMessages, extensionRoute, type ExtensionScenario } from './extension-route';
import { scenarioMessages, SLOW_THEN_SUCCESS_MS } from './failure-texts';
import { buyingHandlers, buyingScenarios } from './marketplace/buying';
import {
  fail,
  UNAUTHORIZED_MESSAGE,
  contextOf,
  type HandlerOptions,
  type MockContext,
} from './route';
import { accountHandlers, accountScenarios } from './operator/account';
import { operatorHandlers, operatorScenarios } from './operator/handlers';
import { cartHandlers, cartScenarios } from './shop/cart';
import { conversionHandlers, conversionScenarios } from './wallet/conversion';

export const extensionSuccessHandlers: Record<ExtensionCallName, ExtensionScenario> = {
  ...buyingHandlers,
  ...cartHandlers,
  ...conversionHandlers,
  ...accountHandlers,
  ...operatorHandlers,
};

/** Every call's ways to fail, the loading states, and a backend that lacks the call. */
function common(call: ExtensionCallName) {
  return {
    success: extensionSuccessHandlers[call],
    slow: (ctx) =>
      extensionRoute(call, ctx, async () => {
        await delay('infinite');
        return fail(504, 'Gateway Timeout');
      }),
    slowThenSuccess: (ctx) =>
      extensionSuccessHandlers[call]({ ...ctx, delayMs: ctx.delayMs ?? SLOW_THEN_SUCCESS_MS }),
    error: (ctx) => extensionRoute(call, ctx, () => fail(500, scenarioMessages.serverError)),
    errorNoMessage: (ctx) =>
      extensionRoute(
        call,
        ctx,
        () => new HttpResponse(null, { status: 503, statusText: scenarioMessages.errorStatusText }),
      ),
    networkError: (ctx) => extensionRoute(call, ctx, () => HttpResponse.error()),
    unreadable: (ctx) =>
      extensionRoute(call, ctx, () =>
        HttpResponse.html('<!doctype html><title>Welcome</title>', { status: 200 }),
      ),
    unauthorized: (ctx) => extensionRoute(call, ctx, () => fail(401, UNAUTHORIZED_MESSAGE)),
    /** A backend that follows only the spec: the call does not exist there (404). */
    notImplemented: (ctx) =>
      extensionRoute(call, ctx, ({ request }) =>
        fail(404, extensionMessages.notFound(request.method, new URL(request.url).pathname)),
      ),
    /** The path exists there for another method only (405). */
    notAllowed: (ctx) =>
      extensionRoute(call, ctx, ({ request }) =>
        fail(405, extensionMessages.notAllowed(request.method, new URL(request.url).pathname)),
      ),
  } satisfies Record<string, ExtensionScenario>;
}

export const extensionScenarios = {
  buyCharacter: { ...common('buyCharacter'), ...buyingScenarios.buyCharacter },
  getCart: { ...common('getCart'), ...cartScenarios.getCart },
  setCartLine: { ...common('setCartLine'), ...cartScenarios.setCartLine },
  removeCartLine: common('removeCartLine'),
  checkout: { ...common('checkout'), ...cartScenarios.checkout },
  getOrders: { ...common('getOrders'), ...cartScenarios.getOrders },
  getConversionRates: common('getConversionRates'),
  convertTokens: { ...common('convertTokens'), ...conversionScenarios.convertTokens },
  getAccount: { ...common('getAccount'), ...accountScenarios.getAccount },
  getUsdtRequests: { ...common('getUsdtRequests'), ...accountScenarios.getUsdtRequests },
  getOperatorUsdtRequests: {
    ...common('getOperatorUsdtRequests'),
    ...operatorScenarios.getOperatorUsdtRequests,
  },
  approveUsdtRequest: { ...common('approveUsdtRequest'), ...operatorScenarios.approveUsdtRequest },
  rejectUsdtRequest: { ...common('rejectUsdtRequest'), ...operatorScenarios.rejectUsdtRequest },
  getOperatorOrders: { ...common('getOperatorOrders'), ...operatorScenarios.getOperatorOrders },
  deliverOrder: { ...common('deliverOrder'), ...operatorScenarios.deliverOrder },
  cancelOrder: { ...common('cancelOrder'), ...operatorScenarios.cancelOrder },
  getOperatorAudit: { ...common('getOperatorAudit'), ...operatorScenarios.getOperatorAudit },
} satisfies Record<ExtensionCallName, Record<string, ExtensionScenario>>;

export type ExtensionScenarioName<C extends ExtensionCallName> =
  keyof (typeof extensionScenarios)[C] & string;
export type ExtensionScenarioChoice = { [C in ExtensionCallName]?: ExtensionScenarioName<C> };

/** The handler of one extension call in one named scenario. */
export function extensionScenario<C extends ExtensionCallName>(
  call: C,
  name: ExtensionScenarioName<C>,
  options: HandlerOptions = {},
): HttpHandler {
  return build(call, name, contextOf(options));
}

function build(call: ExtensionCallName, name: string, context: MockContext): HttpHandler {
  const byName: Record<string, ExtensionScenario | undefined> = extensionScenarios[call];
  const make = byName[name];
  if (!make) throw new Error(`@izi/mocks: ${call} has no scenario named "${name}"`);
  return make(context);
}

/** Every extension call's handler over one context: the chosen scenarios, `success` for the rest. */
export function extensionHandlersOver(
  context: MockContext,
  choice: ExtensionScenarioChoice = {},
): HttpHandler[] {
  return extensionCallNames.map((call) => build(call, choice[call] ?? 'success', context));
}

/** Every extension call's handler: pass `{ db }` to share the state with the other handlers. */
export const extensionHandlersFor = (
  choice: ExtensionScenarioChoice = {},
  options: HandlerOptions = {},
) => extensionHandlersOver(contextOf(options), choice);

/** The scenario names of each extension call, for story controls and exhaustive tests. */
export const extensionScenarioNames = Object.fromEntries(
  extensionCallNames.map((call) => [call, Object.keys(extensionScenarios[call])]),
) as { [C in ExtensionCallName]: ExtensionScenarioName<C>[] };
