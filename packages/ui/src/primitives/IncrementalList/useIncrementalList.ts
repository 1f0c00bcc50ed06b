import { startTransition, useEffect, useState } from 'react';

/** How many items a long list renders at first, and how many more each time its end comes near. */
export const INCREMENTAL_FIRST = 12;
export const INCREMENTAL_STEP = 60;

export interface IncrementalListOptions {
  /** Items rendered at first (default 12, about a screenful of cards at 1280×900): a list this long or shorter renders whole. */
  first?: number;
  /** Items added each time the end of what is rendered comes within `margin` of view. */
  step?: number;
  /**
   * The scrolling element the list lives in (a sideways slider), `null` until it is mounted; the
   * page when left out.
   */
  root?: Element | null;
  /** How near (CSS length) the end must come before more items render (default 1200px). */
  margin?: string;
  /** When this changes (a new search or filter), the list starts again from `first` items. */
  resetKey?: unknown;
}

/**
 * Incremental rendering for lists of any length (the spec's list calls have no paging): the first
 * `first` items render at once, and an invisible sentinel after them renders `step` more whenever
 * it comes within `margin` of view (scrolling, or the focus moving down the list with Tab, which
 * scrolls the focused item into view). What is rendered stays rendered, so the tab order and the
 * scroll position never lose an item; each item says its place with `aria-posinset` and
 * `aria-setsize` (`itemProps`). A list of `first` items or fewer renders exactly as a plain map.
 */
export function useIncrementalList<T>(items: readonly T[], options: IncrementalListOptions = {}) {
  const {
    first = INCREMENTAL_FIRST,
    step = INCREMENTAL_STEP,
    root,
    margin = '1200px',
    resetKey,
  } = options;
  const [state, setState] = useState({ resetKey, count: first });
  let { count } = state;
  if (state.resetKey !== resetKey) {
    count = first;
    setState({ resetKey, count });
  }
  const [sentinel, setSentinel] = useState<Element | null>(null);
  const total = items.length;
  const more = total > count;

  useEffect(() => {
    if (!more || !sentinel || root === null || typeof IntersectionObserver === 'undefined') return;
    // A fresh observer per step reports at once whether the sentinel is still near, so a tall
    // screen fills up step by step without waiting for a scroll.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          // A transition: the next batch renders when React has time, and a keystroke or a
          // click in the meantime is answered first (a search just made the list start again,
          // say, and its end came near at once).
          startTransition(() =>
            setState((current) => ({ ...current, count: current.count + step })),
          );
        }
      },
      { root: root ?? null, rootMargin: margin },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, more, count, step, root, margin]);

  return {
    /** The items to render now: the whole list, or its first part. */
    visible: more ? items.slice(0, count) : items,
    /** More items are still to come: render the sentinel (as its ref: `ref={list.setSentinel}`) after the visible ones. */
    more,
    setSentinel,
    /** Props of the item at `index`: its position and the list's size, for screen readers. */
    itemProps: (index: number) => ({ 'aria-posinset': index + 1, 'aria-setsize': total }),
  };
}
