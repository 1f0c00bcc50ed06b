/**
 * Test plumbing for the client's tests: the shared msw/node server (`setupMswServer`) with no
 * handlers of its own, and `answer`, which serves one response at a method and path and records
 * what arrived.
 */
import { http } from 'msw';
import type { SetupServer } from 'msw/node';
import { setupMswServer } from './msw';

export const BASE = 'http://localhost/api';

let server: SetupServer | undefined;

/** The file's server: every request a test makes must be one it answers. */
export function useServer(): SetupServer {
  server = setupMswServer();
  return server;
}

export interface Arrived {
  method: string;
  url: string;
  headers: Headers;
  body: string;
}

type Responder = () => Response | Promise<Response>;

/** Serves `respond()` at `method path` (path under BASE, query ignored); returns what arrived. */
export function answer(method: 'GET' | 'POST', path: string, respond: Responder): Arrived[] {
  const arrived: Arrived[] = [];
  const on = method === 'GET' ? http.get : http.post;
  if (!server) throw new Error('answer() needs useServer() in the test file');
  server.use(
    on(BASE + path, async ({ request }) => {
      const { method, url, headers } = request;
      arrived.push({ method, url, headers, body: await request.text() });
      return respond();
    }),
  );
  return arrived;
}
