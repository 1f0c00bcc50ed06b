/**
 * The HTTP face of the server: the middleware every answer goes through, each product area's
 * calls under `/api` (methods and paths from the contract in `@izi/api`), the contract as an
 * OpenAPI document and its reference page, JSON 404 and 405 for anything else under `/api`, and
 * the app's production build everywhere else.
 */
import { API_BASE_PATH } from '@izi/api';
import { Hono } from 'hono';
import type { ServerContext } from '../context';
import { messages } from '../messages';
import { accountRoutes } from '../routes/account';
import { advisorRoutes } from '../routes/advisor';
import { authRoutes } from '../routes/auth';
import { characterRoutes } from '../routes/characters';
import { marketplaceRoutes } from '../routes/marketplace';
import { medallionRoutes } from '../routes/medallions';
import { operatorRoutes } from '../routes/operator';
import { shopRoutes } from '../routes/shop';
import { walletRoutes } from '../routes/wallet';
import { serverCalls, type ApiEnv, type Area, type C, type ServerCallName } from './calls';
import { json } from './json';
import { batchByTurn } from './middleware/batching';
import { limitJsonBodies } from './middleware/body-limit';
import { compressAnswers, measureAnswers } from './middleware/compression';
import { apiCallHeaders, secureHeadersByPart } from './middleware/headers';
import { logFailures, logRequests } from './middleware/request-log';
import { DOCS_PATH, OPENAPI_PATH, openApiDocument, referencePage } from './reference';
import { requireSession } from './middleware/session';
import { serveApp } from './static';

/** The product areas, each with its calls; a new area is one more line. */
const areas: Area[] = [
  authRoutes,
  characterRoutes,
  medallionRoutes,
  walletRoutes,
  marketplaceRoutes,
  shopRoutes,
  advisorRoutes,
  accountRoutes,
  operatorRoutes,
];

export interface AppOptions {
  /** The app's build folder (`app/dist`); null serves no app. */
  staticDir: string | null;
}

export function createApp(ctx: ServerContext, options: AppOptions) {
  const app = new Hono<ApiEnv>();
  const api = `${API_BASE_PATH}/*`;

  app.onError(logFailures(ctx));
  // Before the API's middleware: the page has its own policy and caching (reference.ts).
  app.route(DOCS_PATH, referencePage());
  app.use(api, apiCallHeaders);
  app.use(api, logRequests(ctx));
  app.use(api, batchByTurn);
  app.use(compressAnswers);
  app.use(measureAnswers);
  app.use(secureHeadersByPart);
  app.use(api, limitJsonBodies);

  addCalls(app, ctx);

  if (options.staticDir) serveApp(app, options.staticDir);
  app.notFound((c) => json(c, { message: messages.notFound(c.req.method, c.req.path) }, 404));
  return app;
}

/**
 * Every area's calls, each behind `requireSession` when the contract says it needs one; then 405
 * (with `Allow`) for another method on a call's path, and 404 for any other path under `/api`.
 */
function addCalls(app: Hono<ApiEnv>, ctx: ServerContext) {
  const session = requireSession(ctx);
  const methodsByPath = new Map<string, string[]>();
  const answered = new Set<ServerCallName>();
  for (const area of areas)
    for (const [name, handler] of Object.entries(area(ctx))) {
      const call = name as ServerCallName;
      if (!handler || answered.has(call)) throw new Error(`${name}: no handler, or two`);
      answered.add(call);
      const { method, path, auth } = serverCalls[call];
      const route = API_BASE_PATH + path;
      if (auth) app.on(method, route, session, handler);
      else app.on(method, route, handler);
      methodsByPath.set(route, [...(methodsByPath.get(route) ?? []), method]);
    }
  const unanswered = Object.keys(serverCalls).filter((name) => !answered.has(name as never));
  if (unanswered.length) throw new Error(`Calls without a handler: ${unanswered.join(', ')}`);
  for (const [route, methods] of methodsByPath)
    app.all(route, (c) =>
      json(c, { message: messages.notAllowed(c.req.method, c.req.path) }, 405, {
        Allow: methods.join(', '),
      }),
    );
  app.get(OPENAPI_PATH, (c) => json(c, openApiDocument));
  const notFound = (c: C) => json(c, { message: messages.notFound(c.req.method, c.req.path) }, 404);
  app.all(API_BASE_PATH, notFound);
  app.all(`${API_BASE_PATH}/*`, notFound);
}
