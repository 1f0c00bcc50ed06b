/**
 * The secure headers of every answer: the app's Content-Security-Policy on its pages, the API's
 * stricter one on its answers, and `Cache-Control: no-store` on every API answer. No HSTS: the
 * server speaks plain HTTP on loopback.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { jsonAnswerOf, type JsonAnswerVariables } from '../json';

/**
 * The app's Content-Security-Policy: its own scripts, styles, fonts and images only (`data:` for
 * the icon in index.html), no inline script or style element, no plugin, no frame, no other origin
 * to talk to. `frame-ancestors 'none'` (and X-Frame-Options: DENY) keeps it out of other pages.
 */
const APP_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  manifestSrc: ["'none'"],
  workerSrc: ["'none'"],
  objectSrc: ["'none'"],
  frameSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // DOM sinks (innerHTML, script src…) take no plain string: an injection cannot reach them.
  requireTrustedTypesFor: ["'script'"],
  trustedTypes: ["'none'"],
};
/**
 * The API answers JSON: nothing in it may load or run anything
 * (`default-src 'none'; frame-ancestors 'none'`).
 */
const API_CSP = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

const secureHeadersWith = (contentSecurityPolicy: typeof APP_CSP | typeof API_CSP) =>
  secureHeaders({
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
    contentSecurityPolicy,
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  });
const appHeaders = secureHeadersWith(APP_CSP);
const apiHeaders = secureHeadersWith(API_CSP);
const answered = async () => {};

let apiAnswerHeaders: Promise<Record<string, string>> | null = null;
/**
 * What every API answer carries, as one record for `json`: the headers `apiHeaders` sets (read
 * once from a throwaway app that runs it, so they are the same by construction) and no-store.
 */
function apiAnswerHeadersOnce() {
  return (apiAnswerHeaders ??= (async () => {
    const probe = new Hono();
    probe.use(apiHeaders);
    probe.get('/', (c) => c.body(null, 204));
    const { headers } = await probe.request('/');
    return Object.fromEntries([
      ...[...headers].filter(([name]) => !/^content-(type|length)$/.test(name)),
      ['cache-control', 'no-store'],
    ]);
  })());
}

type Env = { Variables: { api: true } & JsonAnswerVariables };

/**
 * Marks an API call and hands `json` the headers its answers carry. An answer `json` made has
 * them all already; another (a middleware's) gets no-store here, on its own headers: c.header()
 * after the answer is made would copy the answer into a new one, a stream to read again.
 */
export const apiCallHeaders: MiddlewareHandler<Env> = async (c, next) => {
  c.set('api', true);
  c.set('answerHeaders', await apiAnswerHeadersOnce());
  await next();
  if (!jsonAnswerOf(c)) c.res.headers.set('Cache-Control', 'no-store');
};

/**
 * The same secure headers on every answer, with the app's policy, or the API's for the answers
 * `apiCallHeaders` marked: each answer gets its own policy once, instead of the app's long one set
 * and then replaced.
 */
export const secureHeadersByPart: MiddlewareHandler<Env> = async (c, next) => {
  if (!c.get('api')) return appHeaders(c, next);
  await next();
  // An API answer `json` made has them from `answerHeaders`; another gets them here.
  if (!jsonAnswerOf(c)) await apiHeaders(c, answered);
};
