/**
 * Answers of 1 kB or more (the API's JSON, the page for any app path) are gzipped when the
 * browser accepts it; the app's files come compressed from the build (static.ts) and pass as
 * they are.
 */
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { jsonAnswerOf } from '../json';

/** The least size of an answer that is compressed on the fly. */
export const COMPRESS_FROM_BYTES = 1024;

const compressAnswer = compress({ threshold: COMPRESS_FROM_BYTES });
const answered = async () => {};

/**
 * Compresses a large answer. A JSON answer `json` made under the threshold is left as it is
 * without reading its headers, which would build a Headers object for every small API answer.
 */
export const compressAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  if ((jsonAnswerOf(c)?.length ?? Infinity) < COMPRESS_FROM_BYTES) return;
  await compressAnswer(c, answered);
};

/**
 * hono/compress skips a small answer only when it knows its length, so the JSON and HTML made
 * here get a Content-Length first: the JSON has it from `json`; an answer without one is read here
 * (its body is asked for only then: asking makes @hono/node-server build a full Response, which it
 * then writes as a stream). Runs inside `compressAnswers`.
 */
export const measureAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  if (jsonAnswerOf(c) || c.res.headers.has('Content-Length')) return;
  const type = c.res.headers.get('Content-Type') ?? '';
  if (!/^(application\/json|text\/html)/.test(type) || !c.res.body) return;
  const body = await c.res.arrayBuffer();
  c.res = new Response(body, c.res);
  c.res.headers.set('Content-Length', String(body.byteLength));
};
