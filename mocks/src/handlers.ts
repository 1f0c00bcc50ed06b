/**
 * The `success` handler of each of the 14 calls and izi's own logout, answering from the in-memory db, and
 * `createHandlers`, the full list that the browser worker, msw/node and Storybook serve.
 */
import {
  callNames,
  characterTypeSchema,
  localeFromAcceptLanguage,
  loginRequestSchema,
  logoutRequestSchema,
  signupRequestSchema,
  upgradeMedallionRequestSchema,
  usdtRequestSchema,
  verifyEmailRequestSchema,
  type CallName,
} from '@izi/api';
import type { HttpHandler } from 'msw';
import { createMockDb, type MockDb } from './db';
import { economyHandlersOver } from './economy';
import * as fixtures from './fixtures';
import {
  bearerOf,
  DEFAULT_BASE_URL,
  fail,
  ok,
  readJson,
  route,
  type MockContext,
  type Scenario,
} from './route';

export const handlerMessages = {
  badLogin: 'Please enter your username and password.',
  badSignup: 'Please provide a username, a valid email and a password.',
  signedUp: 'Signup successful. We sent a 6-digit verification code to your email.',
  badCode: 'Invalid or expired verification code.',
  verified: 'Email verified.',
  badType: 'Unknown character type.',
  badRequest: 'Invalid request.',
  loggedOut: 'You are logged out.',
  loggedOutEverywhere: 'You are logged out on every device.',
} as const;

/** The token a successful mock login returns. */
export const mockTokenFor = (username: string) => `mock-token.${encodeURIComponent(username)}`;

export const successHandlers: Record<CallName, Scenario> = {
  login: (ctx) =>
    route('login', ctx, async ({ request }) => {
      const body = loginRequestSchema.safeParse(await readJson(request));
      if (!body.success) return fail(400, handlerMessages.badLogin);
      const token = mockTokenFor(body.data.username);
      ctx.db.startSession(token);
      return ok('login', { token });
    }),
  signup: (ctx) =>
    route('signup', ctx, async ({ request }) => {
      const body = signupRequestSchema.safeParse(await readJson(request));
      if (!body.success) return fail(400, handlerMessages.badSignup, { success: false });
      const { email } = body.data;
      return ok('signup', { success: true, message: handlerMessages.signedUp, email });
    }),
  verifyEmail: (ctx) =>
    route('verifyEmail', ctx, async ({ request }) => {
      const body = verifyEmailRequestSchema.safeParse(await readJson(request));
      if (!body.success)
        return ok('verifyEmail', { success: false, message: handlerMessages.badCode });
      return ok('verifyEmail', { success: true, message: handlerMessages.verified });
    }),
  getWallet: (ctx) => route('getWallet', ctx, () => ok('getWallet', ctx.db.state.wallet)),
  getCharacters: (ctx) =>
    route('getCharacters', ctx, ({ request }) => {
      const type = new URL(request.url).searchParams.get('type');
      if (type === null) return ok('getCharacters', ctx.db.characters());
      const parsed = characterTypeSchema.safeParse(type);
      if (!parsed.success) return fail(400, handlerMessages.badType);
      return ok('getCharacters', ctx.db.characters(parsed.data));
    }),
  getTransactions: (ctx) =>
    route('getTransactions', ctx, () => ok('getTransactions', ctx.db.state.transactions)),
  getStats: (ctx) => route('getStats', ctx, () => ok('getStats', ctx.db.state.stats)),
  getMarketplaceItems: (ctx) =>
    route('getMarketplaceItems', ctx, () =>
      ok('getMarketplaceItems', ctx.db.state.marketplaceItems),
    ),
  getShopItems: (ctx) =>
    route('getShopItems', ctx, () => ok('getShopItems', ctx.db.state.shopItems)),
  sellCharacter: (ctx) =>
    route('sellCharacter', ctx, ({ params }) => {
      const result = ctx.db.sellCharacter(Number(params['id']));
      if (!result.ok) return fail(result.status, result.message, { success: false });
      const message = `Character sold for ${result.value.price} iziDot.`;
      return ok('sellCharacter', { success: true, message });
    }),
  submitUsdtRequest: (ctx) =>
    route('submitUsdtRequest', ctx, async ({ request }) => {
      const body = usdtRequestSchema.safeParse(await readJson(request));
      if (!body.success) return fail(400, handlerMessages.badRequest, { success: false });
      const result = ctx.db.submitUsdtRequest(body.data);
      if (!result.ok) return fail(result.status, result.message, { success: false });
      const message = `${body.data.type === 'deposit' ? 'Deposit' : 'Withdrawal'} request received.`;
      return ok('submitUsdtRequest', { success: true, message });
    }),
  analyzeCharacters: (ctx) =>
    route('analyzeCharacters', ctx, ({ request }) => {
      // The fixture's analysis in the request's language, as the server answers (English without
      // a header); an analysis a test put in the state is answered as it is.
      const { analysis } = ctx.db.state;
      const locale = localeFromAcceptLanguage(request.headers.get('Accept-Language'));
      return ok('analyzeCharacters', {
        analysis: analysis === fixtures.analysis ? fixtures.analyses[locale] : analysis,
      });
    }),
  getMedallions: (ctx) =>
    route('getMedallions', ctx, () => ok('getMedallions', ctx.db.state.medallions)),
  upgradeMedallion: (ctx) =>
    route('upgradeMedallion', ctx, async ({ request }) => {
      const body = upgradeMedallionRequestSchema.safeParse(await readJson(request));
      if (!body.success) return fail(400, handlerMessages.badRequest, { success: false });
      const result = ctx.db.upgradeMedallion(body.data);
      if (!result.ok) return fail(result.status, result.message, { success: false });
      const message = `Medallion upgraded to ${result.value.starLevel} stars.`;
      return ok('upgradeMedallion', { success: true, message });
    }),
  // izi's own call, as the server answers it: no body, or `{ everywhere: true }`.
  logout: (ctx) =>
    route('logout', ctx, async ({ request }) => {
      const text = await request.text();
      const body = logoutRequestSchema.safeParse(text.trim() ? parseOrUndefined(text) : {});
      if (!body.success) return fail(400, handlerMessages.badRequest);
      ctx.db.endSession(bearerOf(request) ?? '');
      const everywhere = body.data.everywhere === true;
      return ok('logout', {
        success: true,
        message: everywhere ? handlerMessages.loggedOutEverywhere : handlerMessages.loggedOut,
      });
    }),
};

function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export interface HandlerOptions {
  /** The state to answer from; a fresh one seeded with the fixtures by default. */
  db?: MockDb;
  /** Where the handlers listen; `*\/api` (any origin) by default. */
  baseUrl?: string;
  /**
   * How long every answer waits, in milliseconds: none by default, except in `slowThenSuccess`
   * (800 ms unless this says otherwise).
   */
  delayMs?: number;
}

export const contextOf = (options: HandlerOptions = {}): MockContext => ({
  db: options.db ?? createMockDb(),
  baseUrl: options.baseUrl ?? DEFAULT_BASE_URL,
  delayMs: options.delayMs,
});

/** The `success` handler of every call (the contract's and izi's own economy calls), over one db. */
export function createHandlers(options: HandlerOptions = {}): HttpHandler[] {
  const context = contextOf(options);
  return [
    ...callNames.map((call) => successHandlers[call](context)),
    // izi's own economy calls (economy.ts), over the same db.
    ...economyHandlersOver(context),
  ];
}
