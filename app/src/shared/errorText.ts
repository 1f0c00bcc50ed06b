/**
 * The one place where a failed call becomes what the person is told: a refusal's text
 * (`errorText`), or why a load failed (`loadErrorReasonOf`, which `loadErrorOf` shows).
 */
import { isApiError } from '@izi/api';
import type { LoadErrorReason } from '@izi/ui';

/**
 * What a refused or failed call says to the person: the client's `ApiError` carries the server's
 * message (else the status text, else the client's own words); anything else, `fallback`.
 */
export function errorText(error: unknown, fallback: string): string {
  return (isApiError(error) && error.message) || fallback;
}

/**
 * Why a load failed, from the client's `ApiError`: no answer at all (`network`, `aborted`) is
 * the connection; a 401 is the end of the session; any other status (a 5xx above all) or a
 * refusal is the server's; an answer that breaks the contract (`schema`) could not be read.
 */
export function loadErrorReasonOf(error: unknown): LoadErrorReason {
  if (!isApiError(error)) return 'network';
  switch (error.kind) {
    case 'schema':
      return 'unreadable';
    case 'http':
      return error.status === 401 ? 'session' : 'server';
    case 'rejected':
      return 'server';
    default:
      return 'network';
  }
}
