/**
 * Named scenarios, for every call, that a story or a test picks by name:
 *
 *   scenario('getWallet', 'error')                          one handler
 *   handlersFor({ getWallet: 'slow', login: 'needsVerification' })   every call, overrides first
 *   scenario('getWallet', 'slowThenSuccess', { delayMs: 2000 })   loading, then the content
 *
 * Scenario names are checked per call by the compiler.
 */
import {
  authTexts,
  calls,
  characterTypeSchema,
  coreCallNames as callNames,
  medallionTexts,
  type CoreCallName as CallName,
} from '@izi/api';
import { delay, HttpResponse, type HttpHandler } from 'msw';
import {
  characterIdFromDialect,
  dialectCharacters,
  dialectMarketplaceItems,
  dialectMedallions,
  dialectShopItems,
  dialectStats,
  dialectTransactions,
  dialectWallet,
} from './dialect';
import { sellCharacter } from './characters/selling';
import { extensionHandlersOver } from './extension-scenarios';
import { scenarioMessages, SLOW_THEN_SUCCESS_MS } from './failure-texts';
import { xssAnalysis } from './fixtures';
import { successHandlers } from './handlers';
import {
  contextOf,
  fail,
  ok,
  route,
  UNAUTHORIZED_MESSAGE,
  type HandlerOptions,
  type Scenario,
} from './route';

export { scenarioMessages, SLOW_THEN_SUCCESS_MS } from './failure-texts';

/**
 * The ways any call can go wrong (`unreadable`: a 200 whose body is not the contract's); `slow`, which never answers (the loading state stays); and
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
    // A 200 the client cannot read: a proxy's HTML page where JSON belongs.
    unreadable: (ctx) =>
      route(call, ctx, () =>
        HttpResponse.html('<!doctype html><title>Welcome</title>', { status: 200 }),
      ),
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

const refused = { success: false } as const;
const tooManyMailRequests = authTexts.tooManyMailRequests(42 * 60_000);
/** A backend without the call answers 404. */
const notFound =
  (call: CallName): Scenario =>
  (ctx) =>
    route(call, ctx, () => fail(404, `Not found: POST ${calls[call].path}`));

/**
 * `dialect`: the same state as `success`, answered the way another backend that follows the spec
 * might write it (`dialect.ts`: text ids, decimal text, epoch times, other spellings, unknown
 * values, no images, extra fields, and one unreadable item in every list).
 */
const dialect = {
  getWallet: (ctx) =>
    route('getWallet', ctx, () => HttpResponse.json(dialectWallet(ctx.db.state.wallet))),
  getStats: (ctx) =>
    route('getStats', ctx, () => HttpResponse.json(dialectStats(ctx.db.state.stats))),
  getCharacters: (ctx) =>
    route('getCharacters', ctx, ({ request }) => {
      const type = characterTypeSchema.safeParse(new URL(request.url).searchParams.get('type'));
      return HttpResponse.json(dialectCharacters(ctx.db.characters(type.data)));
    }),
  getTransactions: (ctx) =>
    route('getTransactions', ctx, () =>
      HttpResponse.json(dialectTransactions(ctx.db.state.transactions)),
    ),
  getMarketplaceItems: (ctx) =>
    route('getMarketplaceItems', ctx, () =>
      HttpResponse.json(dialectMarketplaceItems(ctx.db.state.marketplaceItems)),
    ),
  getShopItems: (ctx) =>
    route('getShopItems', ctx, () => HttpResponse.json(dialectShopItems(ctx.db.state.shopItems))),
  getMedallions: (ctx) =>
    route('getMedallions', ctx, () =>
      HttpResponse.json(dialectMedallions(ctx.db.state.medallions)),
    ),
  sellCharacter: (ctx) =>
    route('sellCharacter', ctx, ({ params }) => {
      const result = sellCharacter(ctx.db, characterIdFromDialect(String(params['id'])));
      if (!result.ok) return fail(result.status, result.message, { success: false });
      return HttpResponse.json({
        success: true,
        message: `Sold for ${result.value.price} iziDot.`,
      });
    }),
} satisfies Partial<Record<CallName, Scenario>>;

/** Every call that reads data, and selling by a dialect id, answered in the other dialect. */
export const dialectScenarios = {
  getWallet: 'dialect',
  getStats: 'dialect',
  getCharacters: 'dialect',
  getTransactions: 'dialect',
  getMarketplaceItems: 'dialect',
  getShopItems: 'dialect',
  getMedallions: 'dialect',
  sellCharacter: 'dialect',
} as const;

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
  // izi's own ways back in; `notAvailable` is a backend without them (the app says so).
  resendCode: {
    success: successHandlers.resendCode,
    ...failures('resendCode'),
    tooMany: (ctx) => route('resendCode', ctx, () => fail(429, tooManyMailRequests, refused)),
    notAvailable: notFound('resendCode'),
  },
  forgotPassword: {
    success: successHandlers.forgotPassword,
    ...failures('forgotPassword'),
    tooMany: (ctx) => route('forgotPassword', ctx, () => fail(429, tooManyMailRequests, refused)),
    notAvailable: notFound('forgotPassword'),
  },
  resetPassword: {
    success: successHandlers.resetPassword,
    ...failures('resetPassword'),
    wrongCode: (ctx) =>
      route('resetPassword', ctx, () => fail(400, authTexts.badResetCode, refused)),
    tooManyWrongCodes: (ctx) =>
      route('resetPassword', ctx, () => fail(400, authTexts.tooManyResetCodes, refused)),
    notAvailable: notFound('resetPassword'),
  },
  getWallet: {
    success: successHandlers.getWallet,
    ...guarded('getWallet'),
    dialect: dialect.getWallet,
  },
  getCharacters: { ...list('getCharacters'), dialect: dialect.getCharacters },
  getTransactions: {
    ...list('getTransactions'),
    dialect: dialect.getTransactions,
    // A backend that sends the oldest first (the spec fixes no order): the app shows the newest.
    oldestFirst: (ctx) =>
      route('getTransactions', ctx, () =>
        ok(
          'getTransactions',
          [...ctx.db.state.transactions].sort((a, b) => a.timestamp.localeCompare(b.timestamp)),
        ),
      ),
  },
  getStats: {
    success: successHandlers.getStats,
    ...guarded('getStats'),
    dialect: dialect.getStats,
  },
  getMarketplaceItems: { ...list('getMarketplaceItems'), dialect: dialect.getMarketplaceItems },
  getShopItems: { ...list('getShopItems'), dialect: dialect.getShopItems },
  sellCharacter: {
    success: successHandlers.sellCharacter,
    ...guarded('sellCharacter'),
    noContent: noContent('sellCharacter'),
    dialect: dialect.sellCharacter,
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
  getMedallions: { ...list('getMedallions'), dialect: dialect.getMedallions },
  upgradeMedallion: {
    success: successHandlers.upgradeMedallion,
    ...guarded('upgradeMedallion'),
    insufficientBalance: (ctx) =>
      route('upgradeMedallion', ctx, () =>
        fail(400, medallionTexts.insufficientForUpgrade, { success: false }),
      ),
    maxLevel: (ctx) =>
      route('upgradeMedallion', ctx, () => fail(400, medallionTexts.maxLevel, { success: false })),
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
    // izi's extension calls: their scenarios are chosen with extensionHandlersFor.
    ...extensionHandlersOver(context),
  ];
}

/** The scenario names of each call, for story controls and exhaustive tests. */
export const scenarioNames = Object.fromEntries(
  callNames.map((call) => [call, Object.keys(scenarios[call])]),
) as { [C in CallName]: ScenarioName<C>[] };
