import { memo, useId, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { formatInteger } from '../../i18n/format';
import { useLocale } from '../../i18n/LocaleProvider';
import { SearchIcon } from '../../icons';
import { Button } from '../../primitives/Button';
import { incrementalSentinel, useIncrementalList } from '../../primitives/IncrementalList';
import { ResultsStatus } from '../../primitives/ResultsStatus';
import { Skeleton, SkeletonGroup, type SkeletonProps } from '../../primitives/Skeleton';
import { SkippedItems } from '../../primitives/SkippedItems';
import { TextField } from '../../primitives/TextField';
import type { ItemId } from '../../model';
import * as styles from './CatalogPage.css';
import type { CatalogData } from './catalogData';

/** The texts of a catalog page; each page brings its own (its ids are its own). */
export interface CatalogMessages {
  title: MessageDescriptor;
  subtitle: MessageDescriptor;
  /** The search box's label and placeholder. */
  search: MessageDescriptor;
  searchPlaceholder: MessageDescriptor;
  /** The accessible name of the list of cards. */
  list: MessageDescriptor;
  /** `{shown}` of `{total}`, both pre-formatted. */
  count: MessageDescriptor;
  /** The search found nothing; `{query}` is what the person typed. */
  noMatch: MessageDescriptor;
  clearSearch: MessageDescriptor;
}

export interface CatalogPageProps<Item extends { id: ItemId }> extends Omit<
  CatalogData<Item>,
  'items'
> {
  messages: CatalogMessages;
  /** Every item the page has. */
  items: readonly Item[];
  /** The items the search (and any filter) leave, as they are shown. */
  shown: readonly Item[];
  /** The search box's value, answered at once. */
  query: string;
  onQueryChange: (query: string) => void;
  /** The search `shown` answers (it may lag behind `query`); the no-match message quotes it. */
  shownQuery: string;
  /** The search has words in it: finding nothing offers to clear it. */
  searching: boolean;
  /** The person changed the search or a filter: screen readers hear the new count. */
  announce: boolean;
  /** A new search or filter: the list starts again from its first items. */
  resetKey: string;
  /** Shown when nothing is left and there is no search to clear. */
  emptyMessage: MessageDescriptor;
  /** Beneath the search box: the page's filters, if any. */
  filters?: ReactNode;
  /** The lines of a loading card, shaped like the page's cards. */
  skeleton: readonly SkeletonProps[];
  /** The narrowest a card may be. */
  cardMinWidth: keyof typeof styles.grid;
  /** One item's card; kept stable (a `useCallback`), so that a keystroke leaves the list alone. */
  renderItem: (item: Item) => ReactNode;
}

const SKELETON_CARDS = 6;

interface CatalogResultsProps<Item extends { id: ItemId }> {
  items: readonly Item[];
  resetKey: string;
  label: string;
  className: string;
  renderItem: (item: Item) => ReactNode;
}

/**
 * The cards, rendered incrementally. Memoized: a keystroke's urgent render (the search box's new
 * value, with the results still those of the deferred query) does not touch it, and a search that
 * leaves the same items (a trailing space) does not either.
 */
const CatalogResults = memo(function CatalogResults<Item extends { id: ItemId }>({
  items,
  resetKey,
  label,
  className,
  renderItem,
}: CatalogResultsProps<Item>) {
  const { visible, more, setSentinel, itemProps } = useIncrementalList(items, { resetKey });
  return (
    <>
      <ul className={className} aria-label={label}>
        {visible.map((item, index) => (
          <li key={item.id} {...itemProps(index)}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {more && <div ref={setSentinel} className={incrementalSentinel} />}
    </>
  );
}) as <Item extends { id: ItemId }>(props: CatalogResultsProps<Item>) => ReactNode;

/**
 * A page of items to pick from (the marketplace, the shop): a heading, a search box and the
 * page's filters, the count, and the items as cards, with placeholders while they load, the load
 * error in their place, and a message when nothing is left.
 */
export function CatalogPage<Item extends { id: ItemId }>({
  messages,
  items,
  shown,
  query,
  onQueryChange,
  shownQuery,
  searching,
  announce,
  resetKey,
  emptyMessage,
  filters,
  loading = false,
  loadError,
  skipped,
  skeleton,
  cardMinWidth,
  renderItem,
}: CatalogPageProps<Item>) {
  const intl = useIntl();
  const { numberLocale } = useLocale();
  const titleId = useId();
  const grid = styles.grid[cardMinWidth];

  let content;
  if (loadError) {
    content = loadError;
  } else if (loading) {
    content = (
      <SkeletonGroup>
        <div className={grid}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <div key={index} className={styles.skeletonCard}>
              {skeleton.map((line, lineIndex) => (
                <Skeleton key={lineIndex} {...line} />
              ))}
            </div>
          ))}
        </div>
      </SkeletonGroup>
    );
  } else if (shown.length > 0) {
    content = (
      <CatalogResults
        items={shown}
        resetKey={resetKey}
        label={intl.formatMessage(messages.list)}
        className={grid}
        renderItem={renderItem}
      />
    );
  } else {
    content = (
      <div className={styles.empty}>
        {searching ? (
          <>
            <p>
              {intl.formatMessage(messages.noMatch, {
                query: <bdi key="query">{shownQuery.trim()}</bdi>,
              })}
            </p>
            <Button variant="secondary" size="sm" onClick={() => onQueryChange('')}>
              {intl.formatMessage(messages.clearSearch)}
            </Button>
          </>
        ) : (
          <p>{intl.formatMessage(emptyMessage)}</p>
        )}
      </div>
    );
  }

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {intl.formatMessage(messages.title)}
        </h1>
        <p className={styles.subtitle}>{intl.formatMessage(messages.subtitle)}</p>
      </header>
      <div className={styles.toolbar}>
        <TextField
          className={styles.search}
          type="search"
          label={intl.formatMessage(messages.search)}
          placeholder={intl.formatMessage(messages.searchPlaceholder)}
          startAdornment={<SearchIcon size={18} />}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
        {filters}
      </div>
      {!loading && !loadError && (
        <>
          {/* What a person sees; screen readers hear the count of results below on a change. */}
          <p className={styles.count}>
            {intl.formatMessage(messages.count, {
              shown: formatInteger(shown.length, numberLocale),
              total: formatInteger(items.length, numberLocale),
            })}
          </p>
          <ResultsStatus count={shown.length} announce={announce} />
          <SkippedItems count={skipped} />
        </>
      )}
      {content}
    </section>
  );
}
