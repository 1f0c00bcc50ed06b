/**
 * Mock mode in the browser: msw's service worker answering every call from one in-memory db that
 * lives as long as the page. The worker script is `mocks/public/mockServiceWorker.js`; serve that
 * folder at the site root (or pass `serviceWorker.url` to `worker.start`).
 */
import { setupWorker } from 'msw/browser';
import { createMockDb } from './db';
import { createHandlers } from './handlers';

export const db = createMockDb();
export const worker = setupWorker(...createHandlers({ db }));
