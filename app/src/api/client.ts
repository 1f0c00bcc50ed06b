import { createApiClient } from '@izi/api';
import { authToken } from '../auth/token';

/** The app's one way to the server: `/api`, JSON, the bearer token whenever one is stored. */
export const api = createApiClient({ getToken: authToken.get });
