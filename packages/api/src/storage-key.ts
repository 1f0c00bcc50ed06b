/**
 * The only thing the app keeps in browser storage: the auth token, under this key. A
 * module of its own, importing nothing, so the app's build config reads it too (its first
 * script looks for the token).
 */
export const AUTH_TOKEN_STORAGE_KEY = 'authToken';
