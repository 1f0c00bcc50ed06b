/**
 * The mocks for any package's tests in Node (`@izi/mocks/testing`): the shared msw/node setup
 * (`setupMswServer` of `@izi/api/testing/msw`) answering every call from the in-memory economy.
 * In a test, `server.use(scenario('getWallet', 'error'))`; after each, the handlers and the db
 * are as they were.
 */
import { setupMswServer } from '@izi/api/testing/msw';
import { createMockDb, type MockDb } from './db';
import { createHandlers } from './handlers';

export function setupMockServer(db: MockDb = createMockDb()) {
  const server = setupMswServer(createHandlers({ db }), { afterEach: () => db.reset() });
  return { server, db };
}
