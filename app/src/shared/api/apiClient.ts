import {
  advisorClient,
  conversionClient,
  operatorClient,
  firstLoadClient,
  createSend,
  extensionCalls,
  isNotImplemented,
  marketplaceClient,
  shopClient,
  type ApiClientOptions,
  type ApiError,
} from '@izi/api';
import { authToken } from '../authToken';
import { fetchWithPrefetched } from './prefetch';
import { requestLocale } from './requestLocale';

const options: ApiClientOptions = {
  getToken: authToken.get,
  getLocale: requestLocale.get,
  fetch: fetchWithPrefetched,
};
const send = createSend(options);

/**
 * The app's one way to the server, every call a method: `/api`, JSON, the bearer token whenever
 * one is stored, and the app's locale as `Accept-Language` (so that the server writes its own
 * texts, the advisor's analysis, in it). The dashboard's first calls, the header's cart among
 * them, may already be under way (prefetch.ts).
 *
 * The areas the package's client (`createApiClient`) imports on first use are bound here at
 * once: they come with the signed-in screens, which need them from their first frame (the
 * header's cart, a page's calls started as the person asks for it), so a call never waits for a
 * module and the screens stay one chunk.
 */
export const api = {
  ...firstLoadClient(send),
  ...marketplaceClient(send),
  ...shopClient(send),
  ...advisorClient(send),
  ...conversionClient(send),
  ...operatorClient(send),
};

/** izi's own ways back in by mail, which a backend that follows only the spec lacks too. */
const recoveryCalls: ReadonlySet<string> = new Set([
  'resendCode',
  'forgotPassword',
  'resetPassword',
]);

/**
 * The backend lacks one of izi's extension calls or ways back in (it answered 404, 405 or 501, as
 * a backend that follows only the spec does): the control says "not available yet", and asking
 * again is pointless.
 */
export const isNotAvailableYet = (error: unknown): error is ApiError =>
  isNotImplemented(error) && (error.call in extensionCalls || recoveryCalls.has(error.call));
