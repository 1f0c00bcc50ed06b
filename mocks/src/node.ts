/**
 * The same handlers for Node (Vitest): `server.listen({ onUnhandledRequest: 'error' })`, then
 * `server.use(scenario('getWallet', 'error'))` in a test, `server.resetHandlers()` and
 * `db.reset()` after each.
 */
import { setupServer } from 'msw/node';
import { createMockDb } from './db';
import { createHandlers } from './handlers';

export const db = createMockDb();
export const server = setupServer(...createHandlers({ db }));
