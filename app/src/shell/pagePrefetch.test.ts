import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_PATHS } from '../shared/api/prefetch';
import { queryKeys } from '../shared/api/queryKeys';
import { pagePrefetch } from './pagePrefetch';

afterEach(() => vi.unstubAllGlobals());

/** The paths a page's prefetch asks for, on a fresh cache (the answers never come). */
function asked(page: keyof typeof pagePrefetch, client = new QueryClient()) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      paths.push(new URL(url, 'http://localhost').pathname);
      return new Promise<Response>(() => {});
    }),
  );
  pagePrefetch[page](client);
  return paths.sort();
}

describe("a page's calls start as the person asks for it, before it renders", () => {
  it.each([
    ['izishop', ['/api/izishop/items']],
    ['marketplace', ['/api/marketplace/items', '/api/medallions', '/api/wallet']],
    ['wallet', ['/api/transactions', '/api/usdt/requests', '/api/wallet']],
    ['operator', ['/api/operator/audit', '/api/operator/orders', '/api/operator/usdt-requests']],
    ['characters', ['/api/characters']],
    ['peta', ['/api/medallions', '/api/wallet']],
    ['cart', ['/api/izishop/cart', '/api/izishop/orders']],
    [
      'main',
      ['/api/characters', '/api/medallions', '/api/stats', '/api/transactions', '/api/wallet'],
    ],
  ] as const)('%s asks for %j', (page, paths) => {
    expect(asked(page)).toEqual(paths);
  });

  it('asks nothing for data still fresh in the cache', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.shopItems, { items: [], skipped: 0 });
    expect(asked('izishop', client)).toEqual([]);
  });

  // The entry starts the first signed-in screen's calls as plain paths (prefetch.ts: no query
  // cache in the entry); they are the main page's calls, and the header's cart, no more, no less.
  it("the entry's prefetch is the main page's calls and the header's cart", () => {
    expect(DASHBOARD_PATHS.map((path) => `/api${path}`).sort()).toEqual(
      [...asked('main'), '/api/izishop/cart'].sort(),
    );
  });
});
