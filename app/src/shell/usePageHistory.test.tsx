import type { PageId } from '@izi/ui/shell/pageIds.ts';
import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserHistory, memoryHistory, type PageHistory } from './pageHistory';
import { startPage, usePageHistory } from './usePageHistory';

/** The signed-in frame's use of the hook: the page state, and the history kept in step with it. */
function usePages(history: PageHistory, initialPage?: PageId) {
  const [page, setPage] = useState<PageId>(() => startPage(history, initialPage));
  return { page, ...usePageHistory(history, page, setPage) };
}

// jsdom neither scrolls nor lays out: the window's scroll position is a number the test sets.
let scrollY = 0;
const scrollTo = vi.fn((_x: number, y: number) => void (scrollY = y));
beforeEach(() => {
  scrollY = 0;
  scrollTo.mockClear();
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the history follows the page state', () => {
  it('starts on the page the address names, and each page change makes an entry', () => {
    const history = memoryHistory('/wallet');
    const { result } = renderHook(() => usePages(history));
    expect(result.current.page).toBe('wallet');
    act(() => result.current.open('cart'));
    act(() => result.current.open('peta'));
    expect(result.current.page).toBe('peta');
    expect(history.entries()).toEqual({
      paths: ['/wallet', '/shop/cart', '/medallions/peta'],
      index: 2,
    });
  });

  it('opening the page on screen makes no entry', () => {
    const history = memoryHistory('/marketplace');
    const { result } = renderHook(() => usePages(history));
    act(() => result.current.open('marketplace'));
    expect(history.entries().paths).toEqual(['/marketplace']);
  });

  it('Back and Forward set the page they land on, and add no entry', () => {
    const history = memoryHistory('/');
    const { result } = renderHook(() => usePages(history));
    act(() => result.current.open('wallet'));
    act(() => history.back());
    expect(result.current.page).toBe('main');
    act(() => history.forward());
    expect(result.current.page).toBe('wallet');
    expect(history.entries()).toEqual({ paths: ['/', '/wallet'], index: 1 });
  });

  it('a page asked for (a story) rewrites the first address instead of adding one', () => {
    const history = memoryHistory('/');
    const { result } = renderHook(() => usePages(history, 'izishop'));
    expect(result.current.page).toBe('izishop');
    expect(history.entries()).toEqual({ paths: ['/shop'], index: 0 });
  });

  it('an unknown path shows the dashboard at /', () => {
    const history = memoryHistory('/no-such-page');
    const { result } = renderHook(() => usePages(history));
    expect(result.current.page).toBe('main');
    expect(history.entries()).toEqual({ paths: ['/'], index: 0 });
    // The same when Back lands on one (an entry written by another script of the page).
    act(() => result.current.open('wallet'));
    act(() => history.push('/gone', { key: 'other' }));
    act(() => result.current.open('marketplace'));
    act(() => history.back());
    expect(result.current.page).toBe('main');
    expect(history.location().path).toBe('/');
  });

  it('a trailing slash is the same page, written the usual way', () => {
    const history = memoryHistory('/shop/cart/');
    const { result } = renderHook(() => usePages(history));
    expect(result.current.page).toBe('cart');
    expect(history.entries().paths).toEqual(['/shop/cart']);
  });

  it('reset (logout) returns the address to / without an entry', () => {
    const history = memoryHistory('/');
    const { result } = renderHook(() => usePages(history));
    act(() => result.current.open('wallet'));
    act(() => result.current.reset());
    expect(history.entries()).toEqual({ paths: ['/', '/'], index: 1 });
  });
});

describe('scroll positions', () => {
  it('a new page shows from its top; Back and Forward put back where each page was left', () => {
    const history = memoryHistory('/marketplace');
    const { result } = renderHook(() => usePages(history));
    scrollY = 1200;
    act(() => result.current.open('wallet'));
    expect(scrollY).toBe(0);
    scrollY = 300;
    act(() => history.back());
    expect(result.current.page).toBe('marketplace');
    expect(scrollY).toBe(1200);
    act(() => history.forward());
    expect(result.current.page).toBe('wallet');
    expect(scrollY).toBe(300);
  });

  it('the position left is kept in the entry itself, for Back after a reload', () => {
    const history = memoryHistory('/marketplace');
    const first = renderHook(() => usePages(history));
    scrollY = 800;
    act(() => first.result.current.open('wallet'));
    first.unmount();
    // A reload: a new app on the same history, with nothing in memory.
    const { result } = renderHook(() => usePages(history));
    expect(result.current.page).toBe('wallet');
    act(() => history.back());
    expect(result.current.page).toBe('marketplace');
    expect(scrollY).toBe(800);
  });
});

describe('the browser history', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('pushes the page path, and popstate sets the page', async () => {
    window.history.replaceState(null, '', '/characters');
    const { result } = renderHook(() => usePages(browserHistory));
    expect(result.current.page).toBe('characters');
    act(() => result.current.open('alpha'));
    expect(window.location.pathname).toBe('/medallions/alpha');
    expect(window.history.scrollRestoration).toBe('manual');
    const popped = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    window.history.back();
    await act(() => popped);
    expect(window.location.pathname).toBe('/characters');
    expect(result.current.page).toBe('characters');
  });
});
