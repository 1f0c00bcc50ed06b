/**
 * The typed client of the 14 calls. It sends JSON under the base path, adds the bearer token when
 * the getter returns one (it reads no storage itself), validates every answer against the
 * contract, and turns every failure into one `ApiError`.
 */
import { API_BASE_PATH, UNKNOWN_API_ERROR_MESSAGE, type CharacterType } from './constants';
import { calls, type CallName, type ResponseOf } from './calls';
import type {
  LoginRequest,
  SignupRequest,
  UpgradeMedallionRequest,
  UsdtRequest,
  VerifyEmailRequest,
} from './requests';
import { describeIssue } from './describe-issue';
import { ABORTED_MESSAGE, ApiError, NETWORK_ERROR_MESSAGE } from './errors';

export interface ApiClientOptions {
  /** Where the calls go; `/api` by default. An absolute URL works too (tests, another origin). */
  baseUrl?: string;
  /** Returns the auth token, if there is one; called before every request. */
  getToken?: () => string | null | undefined;
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

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The server's `message`, else the status text, else the spec's unknown-error sentence. */
function failureMessage(text: string, statusText: string): string {
  const parsed = parseJson(text);
  const body = parsed.ok ? parsed.value : undefined;
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return statusText || UNKNOWN_API_ERROR_MESSAGE;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  const name = error instanceof Error ? error.name : ''; // DOMException is an Error
  return signal?.aborted === true || name === 'AbortError' || name === 'TimeoutError';
}

function isRefusal(data: unknown): data is { success: false; message?: string } {
  return typeof data === 'object' && data !== null && 'success' in data && data.success === false;
}

export function createApiClient(options: ApiClientOptions = {}) {
  const base = (options.baseUrl ?? API_BASE_PATH).replace(/\/+$/, '');

  async function send<C extends CallName>(call: C, sendOptions: SendOptions = {}) {
    const { path = calls[call].path, body, signal } = sendOptions;
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    const token = options.getToken?.();
    if (token) headers['Authorization'] = `Bearer ${token}`;

    let response: Response;
    let text: string;
    try {
      const fetchImpl = options.fetch ?? globalThis.fetch;
      response = await fetchImpl(base + path, {
        method: calls[call].method,
        headers,
        body: body === undefined ? null : JSON.stringify(body),
        signal: signal ?? null,
      });
      text = await response.text();
    } catch (cause) {
      throw isAbort(cause, signal)
        ? new ApiError('aborted', call, ABORTED_MESSAGE, { cause })
        : new ApiError('network', call, NETWORK_ERROR_MESSAGE, { cause });
    }

    const { status } = response;
    if (!response.ok) {
      throw new ApiError('http', call, failureMessage(text, response.statusText), { status });
    }
    const parsed =
      status === 204 || text.trim() === '' ? { ok: true, value: undefined } : parseJson(text);
    if (!parsed.ok) {
      throw new ApiError('schema', call, `${call}: invalid response: not JSON`, { status });
    }
    const result = calls[call].response.safeParse(parsed.value, { reportInput: true });
    if (!result.success) {
      const first = result.error.issues[0];
      const detail = first ? describeIssue(first) : 'invalid response';
      throw new ApiError('schema', call, `${call}: ${detail}`, { status, cause: result.error });
    }
    if (isRefusal(result.data)) {
      throw new ApiError('rejected', call, result.data.message ?? '', { status });
    }
    return result.data as ResponseOf<C>;
  }

  return {
    /** POST /auth/login; answers the token. */
    login: (body: LoginRequest, o?: RequestOptions) => send('login', { ...o, body }),
    /** POST /auth/signup; answers `{ success, message, email }`. */
    signup: (body: SignupRequest, o?: RequestOptions) => send('signup', { ...o, body }),
    /** POST /auth/verify-email with `{ email, code }`. */
    verifyEmail: (body: VerifyEmailRequest, o?: RequestOptions) =>
      send('verifyEmail', { ...o, body }),
    /** GET /wallet: the three balances. */
    getWallet: (o?: RequestOptions) => send('getWallet', o),
    /** GET /characters, or /characters?type=PETA for one type. */
    getCharacters: (type?: CharacterType, o?: RequestOptions) =>
      send('getCharacters', {
        ...o,
        path: type ? `${calls.getCharacters.path}?type=${encodeURIComponent(type)}` : undefined,
      }),
    /** GET /transactions. */
    getTransactions: (o?: RequestOptions) => send('getTransactions', o),
    /** GET /stats: seven-day income and total value. */
    getStats: (o?: RequestOptions) => send('getStats', o),
    /** GET /marketplace/items. */
    getMarketplaceItems: (o?: RequestOptions) => send('getMarketplaceItems', o),
    /** GET /izishop/items. */
    getShopItems: (o?: RequestOptions) => send('getShopItems', o),
    /** POST /characters/{id}/sell, with no body. */
    sellCharacter: (id: number, o?: RequestOptions) =>
      send('sellCharacter', {
        ...o,
        path: calls.sellCharacter.path.replace(':id', encodeURIComponent(String(id))),
      }),
    /** POST /usdt/request: a deposit (with proof) or a withdrawal (with address). */
    submitUsdtRequest: (body: UsdtRequest, o?: RequestOptions) =>
      send('submitUsdtRequest', { ...o, body }),
    /** GET /ai/analyze-characters: the advisor's text. */
    analyzeCharacters: (o?: RequestOptions) => send('analyzeCharacters', o),
    /** GET /medallions: one per type; the page picks its own. */
    getMedallions: (o?: RequestOptions) => send('getMedallions', o),
    /** POST /medallions/upgrade with `{ type, gender }`. */
    upgradeMedallion: (body: UpgradeMedallionRequest, o?: RequestOptions) =>
      send('upgradeMedallion', { ...o, body }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
