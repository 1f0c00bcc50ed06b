import type { ReactNode } from 'react';
import type { MessageValue } from 'react-intl';

type None = Record<never, never>;

/**
 * The values each of a catalog page's texts (`CatalogMessages`) takes, for the page's
 * `defineMessages`, with the page's own texts added (a type, not an interface: it must be a
 * record of strings).
 */
export type CatalogMessageValues = {
  title: None;
  subtitle: None;
  search: None;
  searchPlaceholder: None;
  list: None;
  count: { shown: string; total: string };
  noMatch: { query: MessageValue };
  clearSearch: None;
};

/** What a catalog page is given of its items, and of the state of their loading. */
export interface CatalogData<Item> {
  /** Every item; the search (and any filter) narrow them here, on the client. */
  items?: readonly Item[];
  /** The items are still on their way: placeholder cards stand in for them. */
  loading?: boolean;
  /**
   * The items could not be loaded: this (a `LoadError` with its retry) stands in for them, and
   * neither the count nor the empty message shows.
   */
  loadError?: ReactNode;
  /** How many items the server sent that could not be read (a note says so). */
  skipped?: number;
}

/** No items yet: one array, so that what is memoized on the items holds while they load. */
export const noItems: readonly never[] = [];
