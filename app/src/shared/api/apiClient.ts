import { createApiClient } from '@izi/api';
import { authToken } from '../authToken';
import { fetchWithPrefetched } from './prefetch';
import { requestLocale } from './requestLocale';

/**
 * The app's one way to the server: `/api`, JSON, the bearer token whenever one is stored, and
 * the app's locale as `Accept-Language` (so that the server writes its own texts, the advisor's
 * analysis, in it). The dashboard's first calls may already be under way (prefetch.ts).
 */
export const api = createApiClient({
  getToken: authToken.get,
  getLocale: requestLocale.get,
  fetch: fetchWithPrefetched,
});
