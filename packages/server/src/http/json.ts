/** The server's JSON answers. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

type AnswerContext = Context<{ Variables: JsonAnswerVariables }>;

/** What the app's middleware hands to `json` (app.ts). */
export interface JsonAnswerVariables {
  /**
   * Every header an API answer carries whatever it says (the secure headers with the API's
   * policy, `Cache-Control: no-store`), worked out once by the app: `json` writes them into the
   * answer it makes, so no middleware has to set them one by one afterwards.
   */
  answerHeaders: Record<string, string>;
  /** The last answer `json` made, with its length: complete, unless a middleware replaced it. */
  jsonAnswer: { response: Response; length: number };
}

/**
 * A JSON answer made whole: its Content-Type, its Content-Length and, under /api, every header
 * the API's answers carry, as one plain record. The answer stays the plain string it was made
 * from until @hono/node-server writes it with that record (no Headers object is built for it);
 * a middleware that finds `c.res` to be this answer knows it needs nothing more.
 * Every JSON answer of the server is made here. An answer's own headers go in `headers`: a
 * `c.header()` before it is not read.
 */
export function json(
  context: Context,
  body: object,
  status: ContentfulStatusCode = 200,
  headers?: Record<string, string>,
) {
  const c = context as AnswerContext;
  const text = JSON.stringify(body);
  const length = Buffer.byteLength(text);
  // Unset outside /api (the app's pages): those answers get their headers from the middleware.
  const preset = c.get('answerHeaders') as Record<string, string> | undefined;
  const response = new Response(text, {
    status,
    headers: {
      ...preset,
      ...headers,
      'Content-Type': 'application/json',
      'Content-Length': String(length),
    },
  });
  c.set('jsonAnswer', { response, length });
  return response;
}

/** The answer `json` made, when `c.res` is still that answer. */
export function jsonAnswerOf(context: Context): JsonAnswerVariables['jsonAnswer'] | undefined {
  const c = context as AnswerContext;
  const made = c.get('jsonAnswer') as JsonAnswerVariables['jsonAnswer'] | undefined;
  return made && c.res === made.response ? made : undefined;
}
