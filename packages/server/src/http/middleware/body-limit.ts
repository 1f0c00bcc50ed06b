/** A request body is JSON or nothing, and at most 16 kB. */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { messages } from '../../messages';
import { json } from '../json';

/** `application/json`, with parameters (`; charset=utf-8`) or without. */
const JSON_TYPE = /^application\/json\s*(;|$)/i;

const limitBody = bodyLimit({
  maxSize: 16 * 1024,
  onError: (c) => json(c, { message: messages.tooLarge }, 413),
});

/**
 * Any Content-Type but JSON is refused (415) before the body is read, and a body over 16 kB (by
 * its Content-Length, or as it streams in) with 413. A request with neither Content-Length nor
 * Transfer-Encoding has no body in HTTP/1.1 (Node reads none), so it skips the limit, which would
 * otherwise ask @hono/node-server for a full Request to find none.
 */
export const limitJsonBodies: MiddlewareHandler = async (c, next) => {
  const length = c.req.header('Content-Length');
  const transferEncoding = c.req.header('Transfer-Encoding');
  if (length === undefined && transferEncoding === undefined) return next();
  const hasBody = (length !== undefined && length !== '0') || !!transferEncoding;
  if (hasBody && !JSON_TYPE.test(c.req.header('Content-Type') ?? ''))
    return json(c, { message: messages.notJsonType }, 415);
  return limitBody(c, next);
};
