import { memo, useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatInteger } from '../../i18n/format';
import { useLocale } from '../../i18n/LocaleProvider';
import { SearchIcon } from '../../icons';
import { Button } from '../../primitives/Button';
import { incrementalSentinel, useIncrementalList } from '../../primitives/IncrementalList';
import { ResultsStatus } from '../../primitives/ResultsStatus';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton';
import { SkippedItems } from '../../primitives/SkippedItems';
import { TextField } from '../../primitives/TextField';
import type { ItemId } from '../../model';
import { jobNames, marketplaceJobs, type MarketplaceJob } from '../jobs';
import { MarketplaceItemCard, type MarketplaceItem } from '../MarketplaceItemCard';
import { searchWords, usePreparedSearch } from '../search';
import { filterMarketplaceItems, marketplaceSearchFields } from './filterMarketplaceItems';
import * as styles from './MarketplacePage.css';
import { messages } from './MarketplacePage.messages';

export interface MarketplacePageProps {
  /** Every offer; the search and the job filter narrow them here, on the client. */
  items?: readonly MarketplaceItem[];
  /** The items are still on their way: placeholder cards stand in for them. */
  loading?: boolean;
  /**
   * The items could not be loaded: this (a `LoadError` with its retry) stands in for them, and
   * neither the count nor the empty message shows.
   */
  loadError?: ReactNode;
  /** How many offers the server sent that could not be read (a note says so). */
  skipped?: number;
  /** A buy button was pressed. */
  onBuy: (id: ItemId) => void;
  /** The job filter to start with (`null`, the default, is All). */
  defaultJob?: MarketplaceJob | null;
  /** The search to start with. */
  defaultQuery?: string;
}

const SKELETON_CARDS = 6;
/** No items yet: one array, so that what is memoized on the items holds while they load. */
const noItems: readonly never[] = [];

/**
 * The marketplace: a search box over names and descriptions, job filter buttons (All and the
 * ten jobs, the chosen one `aria-pressed`), and the offers as cards.
 */
interface MarketplaceResultsProps {
  items: readonly MarketplaceItem[];
  /** A new search or filter: the list starts again from its first items. */
  resetKey: string;
  onBuy: (id: ItemId) => void;
}

/**
 * The offers as cards, rendered incrementally. Memoized: a keystroke's urgent render (the search
 * box's new value, with the results still those of the deferred query) does not touch it, and a
 * search that leaves the same items (a trailing space) does not either.
 */
const MarketplaceResults = memo(function MarketplaceResults({
  items,
  resetKey,
  onBuy,
}: MarketplaceResultsProps) {
  const intl = useIntl();
  const { visible, more, setSentinel, itemProps } = useIncrementalList(items, { resetKey });
  return (
    <>
      <ul className={styles.grid} aria-label={intl.formatMessage(messages.list)}>
        {visible.map((item, index) => (
          <li key={item.id} {...itemProps(index)}>
            <MarketplaceItemCard item={item} onBuy={onBuy} />
          </li>
        ))}
      </ul>
      {more && <div ref={setSentinel} className={incrementalSentinel} />}
    </>
  );
});

interface Filter {
  job: MarketplaceJob | null;
  query: string;
  /** The person has changed the search or the job since the page opened (the count is said). */
  changed: boolean;
}

/**
 * The marketplace: a search box over names and descriptions, job filter buttons (All and the
 * ten jobs, the chosen one `aria-pressed`), and the offers as cards.
 */
export function MarketplacePage({
  items = noItems,
  loading = false,
  loadError,
  skipped,
  onBuy,
  defaultJob = null,
  defaultQuery = '',
}: MarketplacePageProps) {
  const intl = useIntl();
  const { numberLocale } = useLocale();
  const titleId = useId();
  const filterLabelId = useId();
  const [filter, setFilter] = useState<Filter>({
    job: defaultJob,
    query: defaultQuery,
    changed: false,
  });
  const change = (next: Partial<Omit<Filter, 'changed'>>) =>
    setFilter((current) => ({ ...current, ...next, changed: true }));
  const { job, query } = filter;
  // Typing (and a job button) is answered at once; the list (thousands of items, maybe), its
  // count and the count said to screen readers follow together when React has time.
  const deferred = useDeferredValue(filter);
  const words = searchWords(deferred.query).join(' ');
  const shown = useMemo(
    () => filterMarketplaceItems(items, { job: deferred.job, query: words }),
    [items, deferred.job, words],
  );
  const searching = words !== '';
  usePreparedSearch(items, marketplaceSearchFields);

  const filterButton = (value: MarketplaceJob | null) => (
    <Button
      key={value ?? 'all'}
      size="sm"
      variant={job === value ? 'primary' : 'secondary'}
      aria-pressed={job === value}
      onClick={() => change({ job: value })}
    >
      {value === null ? intl.formatMessage(messages.allJobs) : intl.formatMessage(jobNames[value])}
    </Button>
  );

  let content;
  if (loadError) {
    content = loadError;
  } else if (loading) {
    content = (
      <SkeletonGroup>
        <div className={styles.grid}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <div key={index} className={styles.skeletonCard}>
              <Skeleton shape="rect" height="9rem" />
              <Skeleton width="70%" height="1.25rem" />
              <Skeleton width="35%" />
              <Skeleton />
              <Skeleton width="50%" height="1.5rem" />
            </div>
          ))}
        </div>
      </SkeletonGroup>
    );
  } else if (shown.length > 0) {
    content = (
      <MarketplaceResults
        items={shown}
        resetKey={`${deferred.job ?? ''}\u0000${words}`}
        onBuy={onBuy}
      />
    );
  } else {
    content = (
      <div className={styles.empty}>
        {searching ? (
          <>
            <p>
              {intl.formatMessage(messages.noMatch, {
                query: <bdi key="query">{deferred.query.trim()}</bdi>,
              })}
            </p>
            <Button variant="secondary" size="sm" onClick={() => change({ query: '' })}>
              {intl.formatMessage(messages.clearSearch)}
            </Button>
          </>
        ) : (
          <p>{intl.formatMessage(items.length === 0 ? messages.empty : messages.noJobItems)}</p>
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
          onChange={(event) => change({ query: event.target.value })}
        />
        <div className={styles.filters}>
          <span id={filterLabelId} className={styles.filtersLabel}>
            {intl.formatMessage(messages.jobFilter)}
          </span>
          <div role="group" aria-labelledby={filterLabelId} className={styles.filterButtons}>
            {filterButton(null)}
            {marketplaceJobs.map(filterButton)}
          </div>
        </div>
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
          <ResultsStatus count={shown.length} announce={deferred.changed} />
        </>
      )}
      {!loading && !loadError && <SkippedItems count={skipped} />}
      {content}
    </section>
  );
}
