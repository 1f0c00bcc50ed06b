/**
 * Test plumbing for the client's tests: one msw/node server that fails on any unhandled request,
 * and `answer`, which serves one response at a method and path and records what arrived.
 */
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const BASE = 'http://localhost/api';

export const server = setupServer();

export function useServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
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
  server.use(
    on(BASE + path, async ({ request }) => {
      const { method, url, headers } = request;
      arrived.push({ method, url, headers, body: await request.text() });
      return respond();
    }),
  );
  return arrived;
}
