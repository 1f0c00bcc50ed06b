import { skippedIn } from '@izi/api';

/**
 * A list as the app keeps it: the items the client could read, and how many it left out (the
 * client reads a list item by item and drops what it cannot read; see `skippedIn`). Kept as one
 * object so the count survives React Query's structural sharing and the cache's updates.
 */
export interface ListData<T> {
  items: T[];
  /** Items the server sent that could not be read: the page says how many. */
  skipped: number;
}

/** The list a client call answered, with its count of items left out. */
export async function readList<T>(answer: Promise<T[]>): Promise<ListData<T>> {
  const items = await answer;
  return { items, skipped: skippedIn(items) };
}
