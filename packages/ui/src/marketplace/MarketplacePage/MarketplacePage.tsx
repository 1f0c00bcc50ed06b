import { useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatInteger } from '../../i18n/format';
import { useLocale } from '../../i18n/LocaleProvider';
import { SearchIcon } from '../../icons';
import { Button } from '../../primitives/Button';
import { incrementalSentinel, useIncrementalList } from '../../primitives/IncrementalList';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton';
import { SkippedItems } from '../../primitives/SkippedItems';
import { TextField } from '../../primitives/TextField';
import type { ItemId } from '../../model';
import { jobNames, marketplaceJobs, type MarketplaceJob } from '../jobs';
import { MarketplaceItemCard, type MarketplaceItem } from '../MarketplaceItemCard';
import { filterMarketplaceItems } from './filterMarketplaceItems';
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

/**
 * The marketplace: a search box over names and descriptions, job filter buttons (All and the
 * ten jobs, the chosen one `aria-pressed`), and the offers as cards.
 */
export function MarketplacePage({
  items = [],
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
  const [job, setJob] = useState<MarketplaceJob | null>(defaultJob);
  const [query, setQuery] = useState(defaultQuery);
  // Typing is answered at once; the list (thousands of items, maybe) follows when React has time.
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(
    () => filterMarketplaceItems(items, { job, query: deferredQuery }),
    [items, job, deferredQuery],
  );
  const searching = deferredQuery.trim() !== '';
  const { visible, more, setSentinel, itemProps } = useIncrementalList(shown, {
    resetKey: `${job ?? ''}\u0000${deferredQuery}`,
  });

  const filterButton = (value: MarketplaceJob | null) => (
    <Button
      key={value ?? 'all'}
      size="sm"
      variant={job === value ? 'primary' : 'secondary'}
      aria-pressed={job === value}
      onClick={() => setJob(value)}
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
  } else {
    content = (
      <div className={styles.empty}>
        {searching ? (
          <>
            <p>
              {intl.formatMessage(messages.noMatch, {
                query: <bdi key="query">{deferredQuery.trim()}</bdi>,
              })}
            </p>
            <Button variant="secondary" size="sm" onClick={() => setQuery('')}>
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
          onChange={(event) => setQuery(event.target.value)}
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
        <p role="status" className={styles.count}>
          {intl.formatMessage(messages.count, {
            shown: formatInteger(shown.length, numberLocale),
            total: formatInteger(items.length, numberLocale),
          })}
        </p>
      )}
      {!loading && !loadError && <SkippedItems count={skipped} />}
      {content}
    </section>
  );
}
