/**
 * Prism in front of the embedded server's `/api` with the committed OpenAPI document. The suite
 * sends the app's API traffic through it (test.ts): every request and answer Prism finds off the
 * document fails the test that made it.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPrism as start, type RunningPrism } from '../../scripts/prism.mjs';

export type { RunningPrism };

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Where each exchange Prism checked is counted, one line each (npm test's summary reads it). */
export const prismLog = join(root, 'test-results/prism-e2e.log');

const openApiDocument = join(root, 'packages/api/src/openapi/openapi.json');

/** Starts Prism proxying to `serverUrl`'s `/api`; resolves once it listens. */
export const startPrism = (serverUrl: string): Promise<RunningPrism> =>
  start(openApiDocument, `${serverUrl}/api`);
