// The GET answers `npm run bench:lists`'s server has made, kept to be sent again (issue 15).
//
// The measure times the page in Chromium: the mocks building a 1 MB answer in Node (10,000
// transactions through msw and JSON.stringify: 10–40 ms, and up to 240 ms when the two cores
// are busy with Chromium) is the lab's server at work, not the page. The untimed warm-up pass
// asks every call once at each size, so in the timed runs each GET gets the same bytes at once.
// What a request carries that an answer depends on is in the key (the path with its query, the
// token, the language); any other method may change the data, so it forgets every answer.

/** A store of answers: `key(request)`, `get(key)`, `keep(key, answer)`, `seen(method)`. */
export function answerStore() {
  const made = new Map();
  return {
    /** What a GET answer depends on, from Node's `IncomingMessage` (or any `{ method, url, headers }`). */
    key: ({ url, headers }) =>
      JSON.stringify([url, headers.authorization ?? '', headers['accept-language'] ?? '']),
    /** The answer kept for `key`: `{ status, headers, body }`, or undefined. */
    get: (key) => made.get(key),
    /** Keeps a GET's answer (a 2xx only: a refusal is asked again). */
    keep(key, answer) {
      if (answer.status >= 200 && answer.status < 300) made.set(key, answer);
    },
    /** A request of `method` came: any method but GET and HEAD forgets every answer. */
    seen(method) {
      if (method !== 'GET' && method !== 'HEAD') made.clear();
    },
    get size() {
      return made.size;
    },
  };
}
