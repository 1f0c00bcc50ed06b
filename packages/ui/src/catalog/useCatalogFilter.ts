import { useDeferredValue, useState } from 'react';
import { searchWords } from './search';

/**
 * A catalog page's search (and filters): what the person chose, answered at once, and the same
 * deferred, which the list (thousands of items, maybe), its count and the count said to screen
 * readers follow together when React has time. `changed` tells whether the person has changed
 * anything since the page opened (only then is the count said).
 */
export function useCatalogFilter<Filter extends { query: string }>(initial: Filter) {
  const [filter, setFilter] = useState(() => ({ ...initial, changed: false }));
  const change = (next: Partial<Filter>) =>
    setFilter((current) => ({ ...current, ...next, changed: true }));
  const deferred = useDeferredValue(filter);
  /** The deferred query's words, normalized and joined: what the items are searched for. */
  const words = searchWords(deferred.query).join(' ');
  /** What `CatalogPage` takes of the search. */
  const searchProps = {
    query: filter.query,
    onQueryChange: (query: string) => change({ query } as Partial<Filter>),
    shownQuery: deferred.query,
    searching: words !== '',
    announce: deferred.changed,
  };
  return { filter, change, deferred, words, searchProps };
}
