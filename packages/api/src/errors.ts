/** The one error every call throws, whatever went wrong. */
import { UNKNOWN_API_ERROR_MESSAGE } from './constants';
import type { CallName } from './calls';

/** The name of a call of the table. */
export type ApiCallName = CallName;

/**
 * - `http`: the server answered with a non-2xx status (see `status`);
 * - `rejected`: the server answered 2xx but with `success: false` in the body;
 * - `network`: no answer at all (offline, DNS, CORS, connection reset);
 * - `aborted`: the caller's AbortSignal fired;
 * - `schema`: the answer does not match the contract (the message names the call and the field).
 */
export type ApiErrorKind = 'http' | 'rejected' | 'network' | 'aborted' | 'schema';

export const NETWORK_ERROR_MESSAGE = 'The server could not be reached';
export const ABORTED_MESSAGE = 'The request was aborted';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly call: ApiCallName;
  /** The HTTP status, for `http` and `rejected` (and `schema`) errors. */
  readonly status: number | undefined;

  constructor(
    kind: ApiErrorKind,
    call: ApiCallName,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message || UNKNOWN_API_ERROR_MESSAGE, { cause: options.cause });
    this.kind = kind;
    this.call = call;
    this.status = options.status;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** A 401: the token is missing or no longer accepted, so the app should end the session. */
export const isUnauthorized = (error: unknown): error is ApiError =>
  isApiError(error) && error.kind === 'http' && error.status === 401;

/**
 * The backend does not have this call: it answered 404, 405 or 501 (a server that follows only
 * the spec lacks izi's own calls). The app then shows the control's "not available yet"; izi's
 * server never answers 404 or 405 to one of them for another reason (an item that is gone is 410).
 */
export const isNotImplemented = (error: unknown): error is ApiError =>
  isApiError(error) && error.kind === 'http' && [404, 405, 501].includes(error.status ?? 0);
