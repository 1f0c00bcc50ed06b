/**
 * The typed client of the 14 calls and izi's own logout. It sends JSON under the base path, adds
 * the bearer token and `Accept-Language` when their getters return one (it reads no storage
 * itself), validates every answer against the contract, and turns every failure into one
 * `ApiError`.
 */
import type * as z from 'zod/mini';
import { API_BASE_PATH, UNKNOWN_API_ERROR_MESSAGE, type CharacterType } from './constants';
import { calls, type CallName, type ResponseOf } from './calls';
import type { Id } from './schemas';
import type { CallWithBody, RequestOf } from './requests';
import { describeIssue } from './describe-issue';
import { ABORTED_MESSAGE, ApiError, NETWORK_ERROR_MESSAGE } from './errors';

export interface ApiClientOptions {
  /** Where the calls go; `/api` by default. An absolute URL works too (tests, another origin). */
  baseUrl?: string;
  /** Returns the auth token, if there is one; called before every request. */
  getToken?: () => string | null | undefined;
  /** Returns the person's locale (`fa`, `en`…), sent as `Accept-Language`; called likewise. */
  getLocale?: () => string | null | undefined;
  /** The fetch to use; the global one (looked up at call time) by default. */
  fetch?: typeof fetch;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

interface SendOptions extends RequestOptions {
  path?: string;
  body?: unknown;
}

/** The parsed JSON, or undefined when the text is not JSON (JSON itself never parses to that). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** How many items each list answer left out (see `skippedIn`); the lists are the keys. */
const skippedCounts = new WeakMap<object, number>();

/**
 * How many items of a list the client answered were left out because they could not be read
 * (0 for any other value). The client reads a list item by item: an item the contract's reader
 * refuses is dropped, the rest are answered, and the count is kept here, beside the array, so
 * the array stays a plain array (equal, serialisable, the same type as before).
 */
export const skippedIn = (list: unknown): number =>
  (typeof list === 'object' && list && skippedCounts.get(list)) || 0;

/** The first issue of a failed parse, worded with the call's name, e.g. `getX: invalid … at [2].id`. */
function detailOf(call: CallName, error: z.core.$ZodError | undefined, index?: number) {
  const [issue] = error?.issues ?? [];
  const detail = issue
    ? describeIssue(index === undefined ? issue : { ...issue, path: [index, ...issue.path] })
    : 'invalid response';
  return `${call}: ${detail}`;
}

export function createApiClient(options: ApiClientOptions = {}) {
  const base = (options.baseUrl ?? API_BASE_PATH).replace(/\/+$/, '');

  async function send<C extends CallName>(
    call: C,
    { path, body, signal }: SendOptions = {},
  ): Promise<ResponseOf<C>> {
    const { method, response: schema } = calls[call];
    const token = options.getToken?.();
    const locale = options.getLocale?.();
    const error = (kind: ApiError['kind'], message: string, status?: number, cause?: unknown) =>
      new ApiError(kind, call, message, { status, cause });

    let response: Response;
    let text: string;
    try {
      response = await (options.fetch ?? fetch)(base + (path ?? calls[call].path), {
        method,
        headers: {
          'Content-Type': 'application/json',
          ...(token && { Authorization: `Bearer ${token}` }),
          ...(locale && { 'Accept-Language': locale }),
        },
        body: body === undefined ? null : JSON.stringify(body),
        signal: signal ?? null,
      });
      text = await response.text();
    } catch (cause) {
      // A DOMException is an Error; a timeout signal fails with a TimeoutError.
      const name = (cause as Error | null)?.name;
      throw signal?.aborted || name === 'AbortError' || name === 'TimeoutError'
        ? error('aborted', ABORTED_MESSAGE, undefined, cause)
        : error('network', NETWORK_ERROR_MESSAGE, undefined, cause);
    }

    const { status } = response;
    if (!response.ok) {
      // The server's `message`, else the status text, else the spec's unknown-error sentence.
      const message = (parseJson(text) as { message?: unknown } | null)?.message;
      throw error(
        'http',
        typeof message === 'string' && message.trim()
          ? message
          : response.statusText || UNKNOWN_API_ERROR_MESSAGE,
        status,
      );
    }

    // No body: a 204 on a list call is the empty list; otherwise the schema says whether the call
    // may answer nothing (the outcome calls may; a call that owes an object names what is missing).
    // A 200 with no body is not a 204: on a list call it stays an error.
    let value: unknown = status === 204 && schema.type === 'array' ? [] : undefined;
    if (text.trim()) {
      value = parseJson(text);
      if (value === undefined) throw error('schema', `${call}: invalid response: not JSON`, status);
    }
    // A list is read item by item: what cannot be read is left out, counted, and reported once.
    if (schema.type === 'array' && Array.isArray(value)) {
      const element = (schema as unknown as z.ZodMiniArray<z.ZodMiniType>).def.element;
      const items: unknown[] = [];
      let skipped = 0;
      let firstProblem = '';
      value.forEach((item: unknown, index) => {
        const read = element.safeParse(item, { reportInput: true });
        if (read.success) items.push(read.data);
        else {
          skipped++;
          firstProblem ||= detailOf(call, read.error, index);
        }
      });
      if (skipped) {
        skippedCounts.set(items, skipped);
        console.warn(`${firstProblem} (${skipped} left out)`);
      }
      return items as ResponseOf<C>;
    }
    const result = schema.safeParse(value, { reportInput: true });
    if (!result.success) throw error('schema', detailOf(call, result.error), status, result.error);
    const data = result.data as ResponseOf<C>;
    if ((data as { success?: boolean } | undefined)?.success === false) {
      throw error('rejected', (data as { message?: string }).message ?? '', status);
    }
    return data;
  }

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
