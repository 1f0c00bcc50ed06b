/**
 * The contract in the open: `GET /api/openapi.json` (the document `@izi/api` generates and
 * commits) and its reference page at `/api/docs`, drawn by Redoc's standalone bundle from the
 * installed package, so the page works offline and loads nothing from another origin.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { API_BASE_PATH } from '@izi/api';
import document from '@izi/api/openapi.json';
import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { compressAnswers } from './middleware/compression';

export const DOCS_PATH = `${API_BASE_PATH}/docs`;
export const OPENAPI_PATH = `${API_BASE_PATH}/openapi.json`;
const BUNDLE = 'redoc.standalone.js';

/** The document as the API answers it (a plain object: `json` writes it). */
export const openApiDocument: object = document;

/**
 * The page's own policy: scripts and the document from this origin only. Redoc writes its styles
 * with styled-components at run time, so styles may be inline; no script may be.
 */
const docsHeaders = secureHeaders({
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
    frameAncestors: ["'none'"],
  },
  xFrameOptions: 'DENY',
  referrerPolicy: 'no-referrer',
});

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>izi API reference</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <div id="redoc"></div>
    <script src="${DOCS_PATH}/${BUNDLE}"></script>
    <script src="${DOCS_PATH}/start.js"></script>
  </body>
</html>
`;

// Search runs in a Web Worker made from a blob, which the policy does not allow; the page is one
// document a browser's own find searches.
const start = `Redoc.init(${JSON.stringify(OPENAPI_PATH)}, { disableSearch: true, hideHostname: true }, document.getElementById('redoc'));\n`;

let bundle: Buffer | null = null;
const redocBundle = () =>
  (bundle ??= readFileSync(createRequire(import.meta.url).resolve(`redoc/bundles/${BUNDLE}`)));

/**
 * The page and its two scripts, with their own headers and compression: mounted before the API's
 * middleware, whose policy (`default-src 'none'`) would stop the page's scripts.
 */
export function referencePage(): Hono {
  const docs = new Hono();
  const cache: MiddlewareHandler = async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-cache');
  };
  docs.use(compressAnswers, docsHeaders, cache);
  docs.get('/', (c) => c.html(page));
  docs.get('/start.js', (c) => c.body(start, 200, { 'Content-Type': 'text/javascript' }));
  docs.get(`/${BUNDLE}`, (c) =>
    c.body(new Uint8Array(redocBundle()), 200, { 'Content-Type': 'text/javascript' }),
  );
  return docs;
}
