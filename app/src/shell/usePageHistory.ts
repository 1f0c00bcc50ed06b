import type { PageId } from '@izi/ui';
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { EntryState, HistoryLocation, PageHistory } from './pageHistory';
import { pageOf, pathOf } from './pagePaths';

let entries = 0;
/** Unique within the tab's history, across reloads too (the time the document started). */
const newKey = () => `${Date.now().toString(36)}.${(entries += 1)}`;

/**
 * Scrolls to `y`; if the page is not yet tall enough (its data still arriving), again each time it
 * grows, until it gets there, the person scrolls or presses something, or a few seconds pass.
 * Answers how to stop early.
 */
function scrollBackTo(y: number): () => void {
  window.scrollTo(0, y);
  const reached = () => Math.abs(window.scrollY - y) < 2;
  if (reached() || typeof ResizeObserver === 'undefined') return () => {};
  const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (reached()) stop();
  });
  const timer = window.setTimeout(() => stop(), 3000);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const input of inputs) window.removeEventListener(input, stop, true);
  }
  observer.observe(document.body);
  for (const input of inputs) window.addEventListener(input, stop, true);
  return stop;
}

/** The page to start on: the one asked for, else the one the address names, else the dashboard. */
export const startPage = (history: PageHistory, initialPage?: PageId): PageId =>
  initialPage ?? pageOf(history.location().path) ?? 'main';

/**
 * Keeps `history` in step with the page state, which stays the one source of truth: each page
 * change makes an entry whose path names the page; Back and Forward set the page they land on and
 * put back the scroll position it was left at; a path that names no page shows the dashboard at
 * `/`. Answers `open` (a page change from the app, shown from its top) and `reset` (the address of
 * the dashboard with no new entry, for logout: the next sign-in starts there).
 */
export function usePageHistory(
  history: PageHistory,
  page: PageId,
  setPage: (page: PageId) => void,
) {
  const started = useRef(false);
  const entryKey = useRef<string | null>(null);
  const shown = useRef(page);
  const positions = useRef(new Map<string, number>());
  const pendingScroll = useRef<number | null>(null);
  const stopScrolling = useRef(() => {});

  // The address follows the page: a new entry for a new page, the first one rewritten in place
  // (a reload, a link, an unknown path).
  useEffect(() => {
    shown.current = page;
    const current = history.location();
    const path = pathOf(page);
    const first = !started.current;
    started.current = true;
    if (pageOf(current.path) === page) {
      const key = current.state?.key ?? entryKey.current ?? newKey();
      if (current.path !== path || !current.state) history.replace(path, { key });
      entryKey.current = key;
      return;
    }
    const state = { key: newKey() };
    if (first) history.replace(path, state);
    else history.push(path, state);
    entryKey.current = state.key;
  }, [history, page]);

  useEffect(() => {
    const onPop = ({ path, state }: HistoryLocation) => {
      stopScrolling.current();
      if (entryKey.current) positions.current.set(entryKey.current, window.scrollY);
      // An entry the app did not write (a fragment followed on the page) gets a name in memory.
      const key = state?.key ?? newKey();
      entryKey.current = key;
      const next = pageOf(path);
      if (!next) {
        history.replace(pathOf('main'), { key });
        setPage('main');
        window.scrollTo(0, 0);
        return;
      }
      const y = positions.current.get(key) ?? state?.scrollY;
      if (next !== shown.current) {
        pendingScroll.current = y ?? 0;
        setPage(next);
      } else if (y !== undefined) stopScrolling.current = scrollBackTo(y);
    };
    const unlisten = history.listen(onPop);
    return () => {
      unlisten();
      stopScrolling.current();
    };
  }, [history, setPage]);

  // Back, Forward or a new page: once it is drawn, its scroll position is put back (a new page's
  // is its top).
  useLayoutEffect(() => {
    const y = pendingScroll.current;
    if (y === null) return;
    pendingScroll.current = null;
    stopScrolling.current = scrollBackTo(y);
  }, [page]);

  const open = useCallback(
    (next: PageId) => {
      stopScrolling.current();
      const current = history.location();
      if (entryKey.current) {
        // Kept in memory for Back and Forward, and in the entry itself for after a reload.
        positions.current.set(entryKey.current, window.scrollY);
        const state: EntryState = { key: entryKey.current, scrollY: window.scrollY };
        history.replace(current.path, state);
      }
      if (next === shown.current) {
        window.scrollTo(0, 0);
        return;
      }
      // A transition: the click is answered at once (the next frame is painted while the new
      // page renders), and the new page shows from its top once it is drawn.
      pendingScroll.current = 0;
      startTransition(() => setPage(next));
    },
    [history, setPage],
  );

  const reset = useCallback(() => {
    stopScrolling.current();
    history.replace(pathOf('main'), { key: newKey() });
  }, [history]);

  return { open, reset };
}
