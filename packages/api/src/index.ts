export * from './constants';
export * from './schemas';
export * from './calls';
export * from './requests';
export * from './economy';
export * from './accept-language';
export {
  ApiError,
  isApiError,
  isUnauthorized,
  NETWORK_ERROR_MESSAGE,
  ABORTED_MESSAGE,
} from './errors';
export type { ApiErrorKind } from './errors';
export { createApiClient, skippedIn } from './client';
export type { ApiClient, ApiClientOptions, RequestOptions } from './client';
