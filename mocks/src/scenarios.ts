/**
 * Named scenarios, for every call, that a story or a test picks by name:
 *
 *   scenario('getWallet', 'error')                          one handler
 *   handlersFor({ getWallet: 'slow', login: 'needsVerification' })   every call, overrides first
 *   scenario('getWallet', 'slowThenSuccess', { delayMs: 2000 })   loading, then the content
 *
 * Scenario names are checked per call by the compiler.
 */
import { callNames, type CallName } from '@izi/api';
import { delay, HttpResponse, type HttpHandler } from 'msw';
import { dbMessages } from './db';
import { xssAnalysis } from './fixtures';
import { contextOf, handlerMessages, successHandlers, type HandlerOptions } from './handlers';
import { fail, ok, route, UNAUTHORIZED_MESSAGE, type Scenario } from './route';

export const scenarioMessages = {
  serverError: 'Something went wrong on our side. Please try again later.',
  /** The status text of `errorNoMessage`, which sends no body at all. */
  errorStatusText: 'Service Unavailable',
  needsVerification:
    'Please verify your email before logging in. We sent a code to email: someone@example.com',
  invalidCredentials: 'Invalid username or password.',
  signupFailure: 'This username is already taken.',
  wrongCode: handlerMessages.badCode,
} as const;

/** How long `slowThenSuccess` keeps a call loading, unless the options give `delayMs`. */
export const SLOW_THEN_SUCCESS_MS = 800;

/**
 * The ways any call can go wrong; `slow`, which never answers (the loading state stays); and
 * `slowThenSuccess`, the success answer after a while (loading turning into content).
 */
function failures(call: CallName) {
  return {
    slow: (ctx) =>
      route(call, ctx, async () => {
        await delay('infinite');
        return fail(504, 'Gateway Timeout');
      }),
    slowThenSuccess: (ctx) =>
      successHandlers[call]({ ...ctx, delayMs: ctx.delayMs ?? SLOW_THEN_SUCCESS_MS }),
    error: (ctx) => route(call, ctx, () => fail(500, scenarioMessages.serverError)),
    errorNoMessage: (ctx) =>
      route(
        call,
        ctx,
        () => new HttpResponse(null, { status: 503, statusText: scenarioMessages.errorStatusText }),
      ),
    networkError: (ctx) => route(call, ctx, () => HttpResponse.error()),
  } satisfies Record<string, Scenario>;
}

/** The calls that need a token: their `unauthorized` scenario answers 401 even with one. */
function guarded(call: CallName) {
  return {
    ...failures(call),
    unauthorized: (ctx) => route(call, ctx, () => fail(401, UNAUTHORIZED_MESSAGE)),
  } satisfies Record<string, Scenario>;
}

type ListCall =
  'getCharacters' | 'getTransactions' | 'getMarketplaceItems' | 'getShopItems' | 'getMedallions';

/** A list call's scenarios, `empty` included. */
function list(call: ListCall) {
  return {
    success: successHandlers[call],
    empty: (ctx) => route(call, ctx, () => ok(call, [])),
    ...guarded(call),
  } satisfies Record<string, Scenario>;
}

/** A 204: success with no body, as the outcome-only calls may answer. */
const noContent =
  (call: CallName): Scenario =>
  (ctx) =>
    route(call, ctx, () => new HttpResponse(null, { status: 204 }));

export const scenarios = {
  login: {
    success: successHandlers.login,
    ...failures('login'),
    needsVerification: (ctx) =>
      route('login', ctx, () => fail(403, scenarioMessages.needsVerification)),
    invalidCredentials: (ctx) =>
      route('login', ctx, () => fail(401, scenarioMessages.invalidCredentials)),
  },
  signup: {
    success: successHandlers.signup,
    ...failures('signup'),
    failure: (ctx) =>
      route('signup', ctx, () =>
        ok('signup', { success: false, message: scenarioMessages.signupFailure }),
      ),
  },
  verifyEmail: {
    success: successHandlers.verifyEmail,
    ...failures('verifyEmail'),
    wrongCode: (ctx) =>
      route('verifyEmail', ctx, () =>
        ok('verifyEmail', { success: false, message: scenarioMessages.wrongCode }),
      ),
  },
  getWallet: { success: successHandlers.getWallet, ...guarded('getWallet') },
  getCharacters: list('getCharacters'),
  getTransactions: list('getTransactions'),
  getStats: { success: successHandlers.getStats, ...guarded('getStats') },
  getMarketplaceItems: list('getMarketplaceItems'),
  getShopItems: list('getShopItems'),
  sellCharacter: {
    success: successHandlers.sellCharacter,
    ...guarded('sellCharacter'),
    noContent: noContent('sellCharacter'),
  },
  submitUsdtRequest: {
    success: successHandlers.submitUsdtRequest,
    ...guarded('submitUsdtRequest'),
    noContent: noContent('submitUsdtRequest'),
  },
  analyzeCharacters: {
    success: successHandlers.analyzeCharacters,
    ...guarded('analyzeCharacters'),
    xss: (ctx) =>
      route('analyzeCharacters', ctx, () => ok('analyzeCharacters', { analysis: xssAnalysis })),
  },
  getMedallions: list('getMedallions'),
  upgradeMedallion: {
    success: successHandlers.upgradeMedallion,
    ...guarded('upgradeMedallion'),
    insufficientBalance: (ctx) =>
      route('upgradeMedallion', ctx, () =>
        fail(400, dbMessages.insufficientForUpgrade, { success: false }),
      ),
    maxLevel: (ctx) =>
      route('upgradeMedallion', ctx, () => fail(400, dbMessages.maxLevel, { success: false })),
  },
  logout: { success: successHandlers.logout, ...guarded('logout'), noContent: noContent('logout') },
} satisfies Record<CallName, Record<string, Scenario>>;

export type ScenarioName<C extends CallName> = keyof (typeof scenarios)[C] & string;
/** One scenario per call, or none (then `success`). */
export type ScenarioChoice = { [C in CallName]?: ScenarioName<C> };

/** The handler of one call in one named scenario. */
export function scenario<C extends CallName>(
  call: C,
  name: ScenarioName<C>,
  options: HandlerOptions = {},
): HttpHandler {
  return build(call, name, contextOf(options));
}

function build(call: CallName, name: string, context: ReturnType<typeof contextOf>): HttpHandler {
  const byName: Record<string, Scenario | undefined> = scenarios[call];
  const make = byName[name];
  if (!make) throw new Error(`@izi/mocks: ${call} has no scenario named "${name}"`);
  return make(context);
}

/**
 * Every call's handler over one shared db: the chosen scenarios first, `success` for the rest.
 * Pass `{ db }` to share state with a test, `{ baseUrl }` to listen somewhere else.
 */
export function handlersFor(
  choice: ScenarioChoice = {},
  options: HandlerOptions = {},
): HttpHandler[] {
  const context = contextOf(options);
  const chosen = callNames.filter((call) => choice[call] !== undefined);
  const rest = callNames.filter((call) => choice[call] === undefined);
  return [
    ...chosen.map((call) => build(call, choice[call] ?? 'success', context)),
    ...rest.map((call) => build(call, 'success', context)),
  ];
}

/** The scenario names of each call, for story controls and exhaustive tests. */
export const scenarioNames = Object.fromEntries(
  callNames.map((call) => [call, Object.keys(scenarios[call])]),
) as { [C in CallName]: ScenarioName<C>[] };
