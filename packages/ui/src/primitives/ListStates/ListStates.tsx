import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import * as styles from './ListStates.css';
import { messages } from './ListStates.messages';

export interface ListStatesProps<Item> {
  /** The items; undefined while they load. */
  items: readonly Item[] | undefined;
  loading?: boolean;
  /** The items could not be loaded: this (a `LoadError` with its retry) stands in for them. */
  loadError?: ReactNode;
  /** The server does not offer this list (a 404, 405 or 501): says "not available yet". */
  notAvailable?: boolean;
  /** What an empty list says, e.g. "No requests yet." */
  empty: ReactNode;
  /** The list itself, once there are items. */
  children: (items: readonly Item[]) => ReactNode;
}

/**
 * The one place where a list decides what stands in its place: the load error, "not available
 * yet", placeholders while it loads, its empty text, or the list. An error is never shown as an
 * empty list, which would be false.
 */
export function ListStates<Item>({
  items,
  loading = false,
  loadError,
  notAvailable = false,
  empty,
  children,
}: ListStatesProps<Item>) {
  const intl = useIntl();
  if (loadError) return loadError;
  if (notAvailable)
    return <p className={styles.note}>{intl.formatMessage(messages.notAvailable)}</p>;
  if (loading || !items)
    return (
      <SkeletonGroup>
        <div className={styles.skeleton}>
          <Skeleton height="4rem" />
          <Skeleton height="4rem" />
        </div>
      </SkeletonGroup>
    );
  if (items.length === 0) return <p className={styles.note}>{empty}</p>;
  return children(items);
}
