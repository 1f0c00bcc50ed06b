import { afterEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_PATHS, fetchWithPrefetched, prefetchDashboard } from './prefetch';

afterEach(() => vi.unstubAllGlobals());

describe('the dashboard calls started by the entry', () => {
  it('are taken once by a GET of the same URL with the same token, else fetched again', async () => {
    const network = vi.fn((url: string) => Promise.resolve(new Response(`answer of ${url}`)));
    vi.stubGlobal('fetch', network);
    prefetchDashboard('tok');
    expect(network.mock.calls.map(([url]) => url)).toEqual(
      DASHBOARD_PATHS.map((path) => `/api${path}`),
    );
    const asked = { headers: { Authorization: 'Bearer tok', 'Accept-Language': 'fa' } };

    const first = await fetchWithPrefetched('/api/wallet', asked);
    expect(await first.text()).toBe('answer of /api/wallet');
    expect(network).toHaveBeenCalledTimes(DASHBOARD_PATHS.length);
    // Taken once: the next call goes to the network.
    await fetchWithPrefetched('/api/wallet', asked);
    expect(network).toHaveBeenCalledTimes(DASHBOARD_PATHS.length + 1);
    // Another token (a new sign-in) or a write never takes a prefetched answer.
    await fetchWithPrefetched('/api/stats', { headers: { Authorization: 'Bearer other' } });
    expect(network).toHaveBeenCalledTimes(DASHBOARD_PATHS.length + 2);
    await fetchWithPrefetched('/api/medallions', { ...asked, method: 'POST' });
    expect(network).toHaveBeenCalledTimes(DASHBOARD_PATHS.length + 3);
  });

  it('leave a failure to the client, never unhandled', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    prefetchDashboard('tok');
    await expect(
      fetchWithPrefetched('/api/characters', { headers: { Authorization: 'Bearer tok' } }),
    ).rejects.toThrow('offline');
  });
});
