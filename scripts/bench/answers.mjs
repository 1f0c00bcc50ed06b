// The GET answers `npm run bench:lists`'s server has made, kept to be sent again.
//
// The measure times the page in Chromium: the mocks building a large answer in Node (through msw
// and JSON.stringify, slower still while Chromium keeps the cores busy) is the lab's server at
// work, not the page. The untimed warm-up pass asks every call once at each size, so in the timed
// runs each GET gets the same bytes at once. What a request carries that an answer depends on is
// in the key (the path with its query, the token, the language); any other method may change the
// data, so it forgets every answer.
//
// An answer goes out as this project's server sends it: gzipped when it has 1 kB or more and the
// browser accepts gzip, so the page gets what it gets from our server. Each answer is compressed
// once, the first time it is sent, like its JSON: the server's compressing is not the page's work
// either.
import { gzipSync } from 'node:zlib';

/** The least size of an answer that is gzipped: our server's `COMPRESS_FROM_BYTES`. */
export const COMPRESS_FROM_BYTES = 1024;

/** True when an `Accept-Encoding` header accepts `coding` (named, and not with `q=0`). */
export function accepts(acceptEncoding, coding) {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    return name === coding && !parameters.some((p) => /^q\s*=\s*0(\.0{0,3})?$/.test(p));
  });
}

const gzipped = new WeakMap();

/**
 * What to write for `answer` (`{ status, headers, body }`) to a request whose `Accept-Encoding`
 * is `acceptEncoding`: the answer as it is, or gzipped with its headers saying so.
 */
export function encode(answer, acceptEncoding) {
  const headers = Object.fromEntries(
    Object.entries(answer.headers).filter(([name]) => name.toLowerCase() !== 'content-length'),
  );
  if (answer.body.length < COMPRESS_FROM_BYTES || !accepts(acceptEncoding, 'gzip')) {
    return {
      status: answer.status,
      headers: { ...headers, 'Content-Length': answer.body.length },
      body: answer.body,
    };
  }
  let body = gzipped.get(answer);
  if (!body) gzipped.set(answer, (body = gzipSync(answer.body)));
  return {
    status: answer.status,
    headers: {
      ...headers,
      'Content-Encoding': 'gzip',
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
    },
    body,
  };
}

/** What a GET answer depends on, from Node's `IncomingMessage` (or any `{ url, headers }`). */
const keyOf = ({ url, headers }) =>
  JSON.stringify([url, headers.authorization ?? '', headers['accept-language'] ?? '']);

/**
 * A store of GET answers, `answerFor(request)` and `keep(request, answer)`, for requests as
 * Node's `IncomingMessage` (or any `{ method, url, headers }`) and answers `{ status, headers,
 * body }`. Only a GET is answered from it or kept in it.
 */
export function answerStore() {
  const made = new Map();
  return {
    /**
     * The answer kept for `request`, or undefined. A request of any method but GET and HEAD may
     * change the data: it forgets every answer.
     */
    answerFor(request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') made.clear();
      return request.method === 'GET' ? made.get(keyOf(request)) : undefined;
    },
    /** Keeps a GET's answer (a 2xx only: a refusal is asked again). */
    keep(request, answer) {
      if (request.method === 'GET' && answer.status >= 200 && answer.status < 300)
        made.set(keyOf(request), answer);
    },
    get size() {
      return made.size;
    },
  };
}
