/**
 * The one way every package's tests expect a call to fail (`@izi/api/testing/api-errors`): with
 * the client's `ApiError`, never with anything else (a bug in the test or the code under test is
 * thrown as it is, so it fails the test with its own message).
 */
import { ApiError } from '../errors';

/** The reason a call failed, if it is an `ApiError`; anything else is thrown again. */
function expectApiError(reason: unknown): ApiError {
  if (!(reason instanceof ApiError)) throw reason;
  return reason;
}

/** The `ApiError` a call rejects with; fails the test if it resolves or throws something else. */
export function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  return promise.then((value) => {
    throw new Error(`expected a failure, got ${JSON.stringify(value)}`);
  }, expectApiError);
}

/** How a call ended where either is right (races, mixes of calls): done, or refused and why. */
export type Outcome = { ok: true } | { ok: false; status: number | undefined; message: string };

/** The call's `Outcome`; a failure other than an `ApiError` fails the test. */
export function outcomeOf(promise: Promise<unknown>): Promise<Outcome> {
  return promise.then(
    () => ({ ok: true }),
    (reason: unknown) => {
      const { status, message } = expectApiError(reason);
      return { ok: false, status, message };
    },
  );
}
