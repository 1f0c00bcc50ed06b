/**
 * Sending one call and reading its answer: JSON under the base path, the bearer token and `Accept-Language` when their getters
 * return one, the answer validated against the call's schema, every failure one `ApiError`.
 */
import type * as z from 'zod/mini';
import type { AnswerOf, CallSpec, Send, SendOptions } from './call-spec';
import { readFast, REFUSED } from './tolerant-readers';
import { API_BASE_PATH, UNKNOWN_API_ERROR_MESSAGE } from './constants';
import { describeIssue } from './describe-issue';
import { ABORTED_MESSAGE, ApiError, NETWORK_ERROR_MESSAGE, type ApiCallName } from './errors';

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

export type { RequestOptions } from './call-spec';

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
function detailOf(call: string, error: z.core.$ZodError | undefined, index?: number) {
  const [issue] = error?.issues ?? [];
  const detail = issue
    ? describeIssue(index === undefined ? issue : { ...issue, path: [index, ...issue.path] })
    : 'invalid response';
  return `${call}: ${detail}`;
}

/**
 * The `send` of a client: `send(call, spec, { path, body, signal })` answers what the call's
 * schema reads (`spec` is the call's entry of the table, passed in so that an entry loaded on
 * first use is sent the same way).
 */
export function createSend(options: ApiClientOptions): Send {
  const base = (options.baseUrl ?? API_BASE_PATH).replace(/\/+$/, '');

  return async function send<S extends CallSpec>(
    call: string,
    spec: S,
    { path, body, signal }: SendOptions = {},
  ): Promise<AnswerOf<S>> {
    const { method, response: schema, list } = spec;
    const token = options.getToken?.();
    const locale = options.getLocale?.();
    const error = (kind: ApiError['kind'], message: string, status?: number, cause?: unknown) =>
      new ApiError(kind, call as ApiCallName, message, { status, cause });

    let response: Response;
    let text: string;
    try {
      response = await (options.fetch ?? fetch)(base + (path ?? spec.path), {
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
    let value: unknown = status === 204 && list ? [] : undefined;
    if (text.trim()) {
      value = parseJson(text);
      if (value === undefined) throw error('schema', `${call}: invalid response: not JSON`, status);
    }
    // A list is read item by item: what cannot be read is left out, counted, and reported once.
    if (list) {
      if (!Array.isArray(value)) {
        // What zod says of a value that is not a list.
        const issue: z.core.$ZodIssue = {
          code: 'invalid_type',
          expected: 'array',
          input: value,
          path: [],
          message: '',
        };
        throw error('schema', `${call}: ${describeIssue(issue)}`, status);
      }
      const items: unknown[] = [];
      let skipped = 0;
      let firstProblem = '';
      value.forEach((item: unknown, index) => {
        // An item every reader accepts is read without zod's machinery, to the same result;
        // zod reads the others (and says why one is refused).
        const fast = readFast(schema, item);
        if (fast !== REFUSED) return void items.push(fast);
        const read = schema.safeParse(item, { reportInput: true });
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
      return items as AnswerOf<S>;
    }
    const result = schema.safeParse(value, { reportInput: true });
    if (!result.success) throw error('schema', detailOf(call, result.error), status, result.error);
    const data = result.data as AnswerOf<S>;
    if ((data as { success?: boolean } | undefined)?.success === false) {
      throw error('rejected', (data as { message?: string }).message ?? '', status);
    }
    return data;
  };
}
