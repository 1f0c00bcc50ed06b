import { createContext } from 'react';

/** What the app keeps with each of its history entries. */
export interface EntryState {
  /** Names the entry, so the scroll position left there can be found again. */
  key: string;
  /** Where the page was scrolled when it was left (kept in the entry: it survives a reload). */
  scrollY?: number;
}

export interface HistoryLocation {
  path: string;
  state: EntryState | null;
}

/**
 * The history the signed-in app writes its pages into: the browser's, or one in memory where the
 * app must not touch the address (Storybook's preview frame, tests).
 */
export interface PageHistory {
  location(): HistoryLocation;
  push(path: string, state: EntryState): void;
  replace(path: string, state: EntryState): void;
  /** Calls `onPop` with the entry Back or Forward moved to; answers the unsubscribe. */
  listen(onPop: (location: HistoryLocation) => void): () => void;
}

const entryStateOf = (state: unknown): EntryState | null =>
  typeof state === 'object' && state !== null && typeof (state as EntryState).key === 'string'
    ? (state as EntryState)
    : null;

/** The browser's history (the History API). */
export const browserHistory: PageHistory = {
  location: () => ({ path: window.location.pathname, state: entryStateOf(window.history.state) }),
  push: (path, state) => window.history.pushState(state, '', path),
  replace: (path, state) => window.history.replaceState(state, '', path),
  listen: (onPop) => {
    // The app puts the scroll position back itself, once the page it returns to is drawn: the
    // browser's own restoration would scroll the page being left.
    window.history.scrollRestoration = 'manual';
    const listener = (event: PopStateEvent) =>
      onPop({ path: window.location.pathname, state: entryStateOf(event.state) });
    window.addEventListener('popstate', listener);
    return () => window.removeEventListener('popstate', listener);
  },
};

export interface MemoryHistory extends PageHistory {
  back(): void;
  forward(): void;
  /** The paths of every entry, oldest first, and the index of the one on screen. */
  entries(): { paths: string[]; index: number };
}

/** A history in memory, with Back and Forward, that never touches the address bar. */
export function memoryHistory(initialPath = '/'): MemoryHistory {
  let entries: HistoryLocation[] = [{ path: initialPath, state: null }];
  let index = 0;
  const listeners = new Set<(location: HistoryLocation) => void>();
  const go = (step: number) => {
    const next = index + step;
    if (next < 0 || next >= entries.length) return;
    index = next;
    for (const listener of [...listeners]) listener(entries[index]!);
  };
  return {
    location: () => entries[index]!,
    push: (path, state) => {
      entries = [...entries.slice(0, index + 1), { path, state }];
      index = entries.length - 1;
    },
    replace: (path, state) => {
      entries[index] = { path, state };
    },
    listen: (onPop) => {
      listeners.add(onPop);
      return () => listeners.delete(onPop);
    },
    back: () => go(-1),
    forward: () => go(1),
    entries: () => ({ paths: entries.map((entry) => entry.path), index }),
  };
}

/** The history the signed-in app uses: the browser's unless a provider says otherwise. */
export const PageHistoryContext = createContext<PageHistory>(browserHistory);
