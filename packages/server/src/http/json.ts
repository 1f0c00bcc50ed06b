/** The server's JSON answers. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A JSON answer made with its Content-Length: the compression and the length middleware below
 * know its size without reading it back, and the answer stays the plain string it was made from
 * until @hono/node-server writes it (issue 14). Every JSON answer of the server is made here.
 */
export function json(
  c: Context,
  body: object,
  status: ContentfulStatusCode = 200,
  headers?: Record<string, string>,
) {
  const text = JSON.stringify(body);
  return c.body(text, status, {
    ...headers,
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(text)),
  });
}
