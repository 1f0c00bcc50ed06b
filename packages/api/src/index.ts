/**
 * The wire contract and its client. Each product area (auth, characters, medallions, wallet,
 * marketplace, shop, advisor) holds its calls, schemas and texts; beside them, the shared
 * machinery: the call table, the transport, the tolerant readers and the error.
 */
export * from './constants';
export * from './auth';
export * from './characters';
export * from './medallions';
export * from './wallet';
export * from './marketplace';
export * from './shop';
export * from './advisor';
export * from './operator';
export * from './calls';
export * from './accept-language';
export { outcomeSchema, type Outcome } from './outcome';
export { CONTROL_CHARACTERS_MESSAGE } from './request-checks';
export { requestTexts } from './request-texts';
export {
  pathWithId,
  type AnswerOf,
  type CallOrigin,
  type CallSpec,
  type Id,
  type Send,
} from './call-spec';
export type { Open } from '@izi/domain';
export {
  ApiError,
  isApiError,
  isUnauthorized,
  isNotImplemented,
  NETWORK_ERROR_MESSAGE,
  ABORTED_MESSAGE,
} from './errors';
export type { ApiErrorKind, ApiCallName } from './errors';
export { createApiClient, skippedIn } from './client';
export { createSend } from './transport';
export { firstLoadClient } from './first-load-client';
export type { ApiClient, ApiClientOptions, RequestOptions } from './client';
