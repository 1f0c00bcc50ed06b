/**
 * The dashboard's calls, started by the entry as soon as it runs when a token is stored, while
 * the signed-in chunk is still on its way: the typed clients (in that chunk) then take each answer
 * instead of asking again. Plain `fetch` here, so the entry carries no schema and no query cache;
 * the clients check every answer as always.
 */

/**
 * The calls of the main dashboard (wallet, characters, stats, transactions, medallions) and of
 * its header (the cart's count): every answer the first signed-in screen shows.
 */
export const DASHBOARD_PATHS = [
  '/wallet',
  '/characters',
  '/stats',
  '/transactions',
  '/medallions',
  '/izishop/cart',
] as const;
/** An answer not taken by then is dropped (the client asks afresh). */
const KEEP_MS = 15_000;

interface Started {
  token: string;
  answer: Promise<Response>;
  at: number;
}
const started = new Map<string, Started>();

export function prefetchDashboard(token: string, base = '/api') {
  const at = Date.now();
  for (const path of DASHBOARD_PATHS) {
    const url = base + path;
    const answer = fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    // A failure is the client's to report when it takes the answer; never an unhandled one.
    answer.catch(() => {});
    started.set(url, { token, answer, at });
  }
}

/**
 * A `fetch` for the typed client: a GET of a prefetched URL with the same token takes that answer
 * (once); anything else goes to the network.
 */
export const fetchWithPrefetched: typeof fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const prefetched = started.get(url);
  if (prefetched) {
    started.delete(url);
    const method = (init?.method ?? 'GET').toUpperCase();
    const authorization = new Headers(init?.headers).get('Authorization');
    if (
      method === 'GET' &&
      !init?.signal?.aborted &&
      authorization === `Bearer ${prefetched.token}` &&
      Date.now() - prefetched.at < KEEP_MS
    )
      return prefetched.answer;
  }
  return fetch(input, init);
};
