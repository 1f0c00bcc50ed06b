/**
 * The small pieces every mock handler is made of: the context, routing, the bearer check, typed
 * answers.
 */
import { calls, type CallName, type CoreCallName, type ResponseOf } from '@izi/api';
import { delay, http, HttpResponse, type HttpHandler, type PathParams } from 'msw';
import { createMockDb, type MockDb } from './db';

/** Matches `/api/...` on any origin: the page's own in the browser, `http://localhost` in Node. */
export const DEFAULT_BASE_URL = '*/api';

export interface MockContext {
  db: MockDb;
  baseUrl: string;
  /** How long every answer waits, in milliseconds (none by default). */
  delayMs?: number | undefined;
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

interface ResolverInfo {
  request: Request;
  params: PathParams;
}

type Resolver = (info: ResolverInfo) => Response | Promise<Response>;

const methods = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/** A scenario builds one call's handler over a context. */
export type Scenario = (context: MockContext) => HttpHandler;

export const UNAUTHORIZED_MESSAGE = 'Unauthorized';

/** The request's bearer token, if it carries one. */
export const bearerOf = (request: Request) =>
  /^Bearer (\S+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];

/**
 * The handler of `call` at its method and path under the base URL. A call that needs a signed-in
 * user answers 401 `{ message: 'Unauthorized' }` without a bearer token, or with one whose session
 * logout ended, whatever the scenario.
 * With `delayMs` in the context, the answer comes that much later.
 */
export function route(call: CallName, context: MockContext, resolve: Resolver): HttpHandler {
  const { method, path, auth } = calls[call];
  const url = context.baseUrl.replace(/\/+$/, '') + path;
  return methods[method](url, async ({ request, params }) => {
    if (context.delayMs) await delay(context.delayMs);
    const token = bearerOf(request);
    return auth && (!token || context.db.isSessionEnded(token))
      ? fail(401, UNAUTHORIZED_MESSAGE)
      : resolve({ request, params });
  });
}

/** A 2xx answer whose body the compiler checks against the call's response type. */
export function ok<C extends CoreCallName>(_call: C, body: ResponseOf<C>, init?: ResponseInit) {
  return HttpResponse.json(body, init);
}

/** A failure with a `{ message }` body (and `success: false`, as the outcome calls answer). */
export function fail(status: number, message: string, extra: { success?: false } = {}) {
  return HttpResponse.json({ ...extra, message }, { status });
}

/** The request's JSON body, or undefined when it is not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    return undefined;
  }
}
