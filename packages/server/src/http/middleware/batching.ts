/** Calls that arrive together do their database work together, then answer together. */
import type { MiddlewareHandler } from 'hono';

/** Resolves in the event loop's next check phase, after the input that arrived with this call. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Each call waits for the rest of this turn's input before its first query, and for the rest of
 * the queries before its answer goes out. Interleaving one request's queries with another's
 * parsing and writing made the embedded database's queries slower than running them back to back
 * (most likely its code and data leave the processor's caches).
 */
export const batchByTurn: MiddlewareHandler = async (_c, next) => {
  await nextTurn();
  await next();
  await nextTurn();
};
