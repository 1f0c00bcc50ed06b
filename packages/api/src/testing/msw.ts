/**
 * The one msw/node setup of every package's tests (`@izi/api/testing/msw`): a server for the
 * test file, listening from its first test to its last; a request no handler answers fails the
 * test; the handlers a test adds with `server.use` are dropped after it, with whatever else the
 * file resets (`afterEach`, e.g. the mocks' database).
 */
import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export function setupMswServer(
  handlers: readonly RequestHandler[] = [],
  options: { afterEach?: () => void } = {},
): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    options.afterEach?.();
  });
  afterAll(() => server.close());
  return server;
}
