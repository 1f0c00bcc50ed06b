/**
 * The HTTP face of the server: the 14 calls of the contract under `/api` (their methods and paths
 * read from `calls` in `@izi/api`, every body checked with the contract's request schemas, every
 * answer typed by the contract's response types), JSON 404 and 405 for anything else under
 * `/api`, and the app's production build with a single-page fallback everywhere else.
 */
import {
  API_BASE_PATH,
  coreCallNames as callNames,
  calls,
  characterTypeSchema,
  localeFromAcceptLanguage,
  requestSchemas,
  type CoreCallName as CallName,
  type CallWithBody,
  type RequestOf,
  type ResponseOf,
} from '@izi/api';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Refusal, ServerContext } from '../context';
import { TOKEN_PATTERN } from '../auth/secrets';
import { errorForLog } from '../errors';
import { messages } from '../messages';
import {
  authenticate,
  login,
  logout,
  signup,
  verifyEmail,
  type Session,
} from '../services/accounts';
import { analyze } from '../services/analysis';
import {
  accrueIncome,
  getStats,
  getWallet,
  listCharacters,
  listMarketplaceItems,
  listMedallions,
  listShopItems,
  listTransactions,
  sellCharacter,
  submitUsdtRequest,
  upgradeMedallion,
} from '../services/economy';
import { json, jsonAnswerOf, type JsonAnswerVariables } from './json';
import { parseBody } from './validate';
import { serveApp } from './static';
import { addEconomyRoutes } from './economy-routes';

/** The least size of an answer that is compressed on the fly. */
export const COMPRESS_FROM_BYTES = 1024;

/** Resolves in the event loop's next check phase, after the input that arrived with this call. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

type Env = { Variables: { session: Session; token: string; api: true } & JsonAnswerVariables };
type C = Context<Env>;

/**
 * The app's Content-Security-Policy: its own scripts, styles, fonts and images only (`data:` for
 * the icon in index.html), no inline script or style element, no plugin, no frame, no other origin
 * to talk to. `frame-ancestors 'none'` (and X-Frame-Options: DENY) keeps it out of other pages.
 */
const APP_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  manifestSrc: ["'none'"],
  workerSrc: ["'none'"],
  objectSrc: ["'none'"],
  frameSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // DOM sinks (innerHTML, script src…) take no plain string: an injection cannot reach them.
  requireTrustedTypesFor: ["'script'"],
  trustedTypes: ["'none'"],
};
/**
 * The API answers JSON: nothing in it may load or run anything
 * (`default-src 'none'; frame-ancestors 'none'`).
 */
const API_CSP = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

/** `application/json`, with parameters (`; charset=utf-8`) or without. */
const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * The method and the path for the log: the path as the client sent it (still percent-encoded, so
 * `%0a` stays `%0a`, never a line break), anything but visible ASCII percent-encoded as well, at
 * most 500 characters; never the query string.
 */
function requestForLog(c: Context): { method: string; path: string } {
  const url = c.req.url;
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const raw = start < 0 ? '/' : url.slice(start).split(/[?#]/, 1)[0]!;
  const path = raw.replace(/[^\x21-\x7e]/gu, (char) =>
    [...Buffer.from(char)]
      .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
      .join(''),
  );
  return {
    method: c.req.method.replace(/[^A-Za-z]/g, '?').slice(0, 20),
    path: path.length > 500 ? `${path.slice(0, 500)}…` : path,
  };
}

/** The calls whose answer carries `success`: their refusals do too. */
const outcomeCalls = new Set<CallName>([
  'signup',
  'verifyEmail',
  'sellCharacter',
  'submitUsdtRequest',
  'upgradeMedallion',
]);

const answer = <N extends CallName>(
  c: C,
  _call: N,
  body: ResponseOf<N>,
  status = 200,
  headers?: Record<string, string>,
) => json(c, body as object, status as ContentfulStatusCode, headers);

function refusal(
  c: C,
  call: CallName | null,
  { status, message }: Pick<Refusal, 'status' | 'message'>,
) {
  return json(
    c,
    call && outcomeCalls.has(call) ? { success: false, message } : { message },
    status,
  );
}

async function bodyOf<N extends CallWithBody>(c: C, call: N) {
  return parseBody(requestSchemas[call], await c.req.text()) as
    { ok: true; data: RequestOf<N> } | { ok: false; message: string };
}

export interface AppOptions {
  /** The app's build folder (`app/dist`); null serves no app. */
  staticDir: string | null;
}

export function createApp(ctx: ServerContext, options: AppOptions) {
  const app = new Hono<Env>();

  app.onError((error, c) => {
    // Never the error as it is: a failed query's parameters (a token's hash, say) stay out.
    const { method, path } = requestForLog(c);
    ctx.log.error(`${method} ${path} failed`, {
      method,
      path,
      error: errorForLog(error, { stack: true }),
    });
    return json(c, { message: messages.internal }, 500);
  });

  app.use(`${API_BASE_PATH}/*`, async (c, next) => {
    const started = performance.now();
    c.set('api', true);
    c.set('answerHeaders', await apiAnswerHeaders);
    // The calls that arrived together do their database work together, then write their answers
    // together: each waits for the rest of this turn's input before its first query, and for the
    // rest of the queries before its answer goes out. Run between one request's parsing and the
    // next one's writing, the embedded database's queries took a quarter longer than back to back
    // (most likely its code and data leave the processor's caches; issue 14).
    await nextTurn();
    await next();
    await nextTurn();
    // An answer `json` made carries every API header already; another (a middleware's) gets
    // this one on its own headers: c.header() after the answer is made would copy the answer
    // into a new one, a stream @hono/node-server must then read (issue 14).
    if (!jsonAnswerOf(c)) c.res.headers.set('Cache-Control', 'no-store');
    // The method and the path only: never a header, a body or a query string.
    const { method, path } = requestForLog(c);
    const { status } = c.res;
    const ms = Number((performance.now() - started).toFixed(1));
    (ctx.log.request ?? ctx.log.info).call(ctx.log, `${method} ${path} ${status} ${ms}ms`, {
      method,
      path,
      status,
      ms,
    });
  });
  // Answers of 1 kB or more (the API's JSON, the page for any app path) are gzipped when the
  // browser accepts it; the app's files come compressed from the build (static.ts) and pass as
  // they are. hono/compress skips a small answer only when it knows its length, so the JSON and
  // HTML made here get a Content-Length first: the JSON has it from `json` above; an answer
  // without one is read here (its body is asked for only then: asking makes @hono/node-server
  // build a full Response, which it then writes as a stream).
  // A JSON answer `json` made under the threshold is left as it is without reading its headers
  // (reading them builds a Headers object for every small API answer, issue 14).
  const compressAnswer = compress({ threshold: COMPRESS_FROM_BYTES });
  const answered = async () => {};
  app.use(async (c, next) => {
    await next();
    if ((jsonAnswerOf(c)?.length ?? Infinity) < COMPRESS_FROM_BYTES) return;
    await compressAnswer(c, answered);
  });
  app.use(async (c, next) => {
    await next();
    if (jsonAnswerOf(c) || c.res.headers.has('Content-Length')) return;
    const type = c.res.headers.get('Content-Type') ?? '';
    if (!/^(application\/json|text\/html)/.test(type) || !c.res.body) return;
    const body = await c.res.arrayBuffer();
    c.res = new Response(body, c.res);
    c.res.headers.set('Content-Length', String(body.byteLength));
  });
  // No HSTS: the server speaks plain HTTP on loopback. The same secure headers on every answer,
  // with the app's policy (CSP), or the API's stricter one for the answers under /api (marked by
  // the API's middleware above): each answer gets its own policy once, instead of the app's long
  // one set and then replaced (issue 14).
  const secureHeadersWith = (contentSecurityPolicy: typeof APP_CSP | typeof API_CSP) =>
    secureHeaders({
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: false,
      contentSecurityPolicy,
      xFrameOptions: 'DENY',
      referrerPolicy: 'no-referrer',
      permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
    });
  const appHeaders = secureHeadersWith(APP_CSP);
  const apiHeaders = secureHeadersWith(API_CSP);
  /**
   * What every API answer carries, as one record for `json`: the headers `apiHeaders` sets (read
   * once from a throwaway app that runs it, so they are the same by construction) and no-store.
   */
  const apiAnswerHeaders = (async () => {
    const probe = new Hono();
    probe.use(apiHeaders);
    probe.get('/', (c) => c.body(null, 204));
    const { headers } = await probe.request('/');
    return Object.fromEntries([
      ...[...headers].filter(([name]) => !/^content-(type|length)$/.test(name)),
      ['cache-control', 'no-store'],
    ]);
  })();
  app.use(async (c, next) => {
    if (!c.get('api')) return appHeaders(c, next);
    await next();
    // An API answer `json` made has them from `answerHeaders`; another gets them here.
    if (!jsonAnswerOf(c)) await apiHeaders(c, answered);
  });
  // A body is JSON or nothing: any other Content-Type is refused before it is read, and a body
  // over 16 kB (by its Content-Length, or as it streams in) is refused with 413. A request with
  // neither Content-Length nor Transfer-Encoding has no body in HTTP/1.1 (Node reads none), so it
  // skips the limit, which would otherwise ask @hono/node-server for a full Request to find none.
  const limitBody = bodyLimit({
    maxSize: 16 * 1024,
    onError: (c) => json(c, { message: messages.tooLarge }, 413),
  });
  app.use(`${API_BASE_PATH}/*`, async (c, next) => {
    const length = c.req.header('Content-Length');
    const transferEncoding = c.req.header('Transfer-Encoding');
    if (length === undefined && transferEncoding === undefined) return next();
    const hasBody = (length !== undefined && length !== '0') || !!transferEncoding;
    if (hasBody && !JSON_TYPE.test(c.req.header('Content-Type') ?? ''))
      return json(c, { message: messages.notJsonType }, 415);
    return limitBody(c, next);
  });

  /** Every call but the three auth calls: a live session, and the income it has earned. */
  const requireSession: MiddlewareHandler<Env> = async (c, next) => {
    const header = c.req.header('Authorization') ?? '';
    const token = /^Bearer (\S+)$/i.exec(header)?.[1];
    if (!token) return json(c, { message: messages.noToken }, 401);
    if (!TOKEN_PATTERN.test(token)) return json(c, { message: messages.badToken }, 401);
    const session = await authenticate(ctx, token);
    if (!session.ok) return json(c, { message: session.message }, 401);
    if (session.value.nextIncomeAt && session.value.nextIncomeAt <= ctx.now())
      await accrueIncome(ctx, session.value.userId);
    c.set('session', session.value);
    c.set('token', token);
    await next();
  };

  const userOf = (c: C) => c.get('session').userId;

  const handlers: Record<CallName, (c: C) => Promise<Response>> = {
    login: async (c) => {
      const body = await bodyOf(c, 'login');
      if (!body.ok) return refusal(c, 'login', { status: 400, message: body.message });
      const address = getConnInfo(c).remote.address ?? 'unknown';
      const result = await login(ctx, body.data, address);
      if (!result.ok) return refusal(c, 'login', result);
      return answer(c, 'login', { token: result.value });
    },
    signup: async (c) => {
      const body = await bodyOf(c, 'signup');
      if (!body.ok) return refusal(c, 'signup', { status: 400, message: body.message });
      const address = getConnInfo(c).remote.address ?? 'unknown';
      const result = await signup(ctx, body.data, address);
      if (!result.ok) return refusal(c, 'signup', result);
      return answer(
        c,
        'signup',
        { success: true, message: messages.signedUp, email: result.value.email },
        201,
      );
    },
    verifyEmail: async (c) => {
      const body = await bodyOf(c, 'verifyEmail');
      if (!body.ok) return refusal(c, 'verifyEmail', { status: 400, message: body.message });
      const result = await verifyEmail(ctx, body.data);
      if (!result.ok) return refusal(c, 'verifyEmail', result);
      return answer(c, 'verifyEmail', { success: true, message: result.value });
    },
    getWallet: async (c) => answer(c, 'getWallet', await getWallet(ctx, userOf(c))),
    getCharacters: async (c) => {
      const type = c.req.query('type');
      if (type === undefined)
        return answer(c, 'getCharacters', await listCharacters(ctx, userOf(c)));
      const parsed = characterTypeSchema.safeParse(type);
      if (!parsed.success)
        return refusal(c, 'getCharacters', { status: 400, message: messages.badCharacterType });
      return answer(c, 'getCharacters', await listCharacters(ctx, userOf(c), parsed.data));
    },
    getTransactions: async (c) =>
      answer(c, 'getTransactions', await listTransactions(ctx, userOf(c))),
    getStats: async (c) => answer(c, 'getStats', await getStats(ctx, userOf(c))),
    getMarketplaceItems: async (c) =>
      answer(c, 'getMarketplaceItems', await listMarketplaceItems(ctx)),
    getShopItems: async (c) => answer(c, 'getShopItems', await listShopItems(ctx)),
    sellCharacter: async (c) => {
      const raw = c.req.param('id') ?? '';
      const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
      if (!(id <= 2 ** 31 - 1))
        return refusal(c, 'sellCharacter', { status: 400, message: messages.badCharacterId });
      const result = await sellCharacter(ctx, userOf(c), id);
      if (!result.ok) return refusal(c, 'sellCharacter', result);
      return answer(c, 'sellCharacter', { success: true, message: messages.sold(result.value) });
    },
    submitUsdtRequest: async (c) => {
      const body = await bodyOf(c, 'submitUsdtRequest');
      if (!body.ok) return refusal(c, 'submitUsdtRequest', { status: 400, message: body.message });
      const result = await submitUsdtRequest(ctx, userOf(c), body.data);
      if (!result.ok) return refusal(c, 'submitUsdtRequest', result);
      return answer(c, 'submitUsdtRequest', {
        success: true,
        message: messages.requested(result.value),
      });
    },
    analyzeCharacters: async (c) => {
      const userId = userOf(c);
      const [owned, medallions, items, wallet] = await Promise.all([
        listCharacters(ctx, userId),
        listMedallions(ctx, userId),
        listMarketplaceItems(ctx),
        getWallet(ctx, userId),
      ]);
      // Written in the language Accept-Language picks (English without one); caches must know.
      const locale = localeFromAcceptLanguage(c.req.header('Accept-Language'));
      return answer(
        c,
        'analyzeCharacters',
        {
          analysis: await analyze(ctx, owned, medallions, locale, {
            items,
            iziDot: wallet.iziDotBalance,
          }),
        },
        200,
        { Vary: 'Accept-Language' },
      );
    },
    getMedallions: async (c) => answer(c, 'getMedallions', await listMedallions(ctx, userOf(c))),
    upgradeMedallion: async (c) => {
      const body = await bodyOf(c, 'upgradeMedallion');
      if (!body.ok) return refusal(c, 'upgradeMedallion', { status: 400, message: body.message });
      const result = await upgradeMedallion(ctx, userOf(c), body.data);
      if (!result.ok) return refusal(c, 'upgradeMedallion', result);
      return answer(c, 'upgradeMedallion', {
        success: true,
        message: messages.upgraded(result.value),
      });
    },
    // izi's own call: the body is optional (none ends this session only).
    logout: async (c) => {
      let everywhere = false;
      if ((await c.req.text()).trim()) {
        const body = await bodyOf(c, 'logout');
        if (!body.ok) return refusal(c, 'logout', { status: 400, message: body.message });
        everywhere = body.data.everywhere === true;
      }
      await logout(ctx, c.get('token'), everywhere);
      return answer(c, 'logout', {
        success: true,
        message: everywhere ? messages.loggedOutEverywhere : messages.loggedOut,
      });
    },
  };

  const methodsByPath = new Map<string, string[]>();
  for (const name of callNames) {
    const { method, path, auth } = calls[name];
    const route = API_BASE_PATH + path;
    if (auth) app.on(method, route, requireSession, handlers[name]);
    else app.on(method, route, handlers[name]);
    methodsByPath.set(route, [...(methodsByPath.get(route) ?? []), method]);
  }
  // izi's own economy calls (economy-routes.ts), with their methods for the 405 below.
  for (const [route, method] of addEconomyRoutes(app, ctx, requireSession))
    methodsByPath.set(route, [...(methodsByPath.get(route) ?? []), method]);
  for (const [route, methods] of methodsByPath)
    app.all(route, (c) =>
      json(c, { message: messages.notAllowed(c.req.method, c.req.path) }, 405, {
        Allow: methods.join(', '),
      }),
    );
  const notFound = (c: C) => json(c, { message: messages.notFound(c.req.method, c.req.path) }, 404);
  app.all(API_BASE_PATH, notFound);
  app.all(`${API_BASE_PATH}/*`, notFound);

  if (options.staticDir) serveApp(app, options.staticDir);
  app.notFound((c) => json(c, { message: messages.notFound(c.req.method, c.req.path) }, 404));
  return app;
}
