/** One log line per API call, and one per failure: the method and the path, never more. */
import type { Context, ErrorHandler, MiddlewareHandler } from 'hono';
import type { ServerContext } from '../../context';
import { errorForLog } from '../../errors';
import { messages } from '../../messages';
import { json } from '../json';

/**
 * The method and the path for the log: the path as the client sent it (still percent-encoded, so
 * `%0a` stays `%0a`, never a line break), anything but visible ASCII percent-encoded as well, at
 * most 500 characters; never the query string.
 */
export function requestForLog(c: Context): { method: string; path: string } {
  const url = c.req.url;
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const raw = start < 0 ? '/' : url.slice(start).split(/[?#]/, 1)[0]!;
  const path = raw.replace(/[^\x21-\x7e]/gu, (char) =>
    [...Buffer.from(char)]
      .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
      .join(''),
  );
  return {
    method: c.req.method.replace(/[^A-Za-z]/g, '?').slice(0, 20),
    path: path.length > 500 ? `${path.slice(0, 500)}…` : path,
  };
}

/** Logs each API call once it is answered: method, path, status and how long it took. */
export function logRequests(ctx: ServerContext): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    // The method and the path only: never a header, a body or a query string.
    const { method, path } = requestForLog(c);
    const { status } = c.res;
    const ms = Number((performance.now() - started).toFixed(1));
    (ctx.log.request ?? ctx.log.info).call(ctx.log, `${method} ${path} ${status} ${ms}ms`, {
      method,
      path,
      status,
      ms,
    });
  };
}

/** A handler's error: logged (never as it is) and answered with a plain 500. */
export function logFailures(ctx: ServerContext): ErrorHandler {
  return (error, c) => {
    // Never the error as it is: a failed query's parameters (a token's hash, say) stay out.
    const { method, path } = requestForLog(c);
    ctx.log.error(`${method} ${path} failed`, {
      method,
      path,
      error: errorForLog(error, { stack: true }),
    });
    return json(c, { message: messages.internal }, 500);
  };
}
