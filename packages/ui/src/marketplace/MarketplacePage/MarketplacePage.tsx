import { useCallback, useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { CatalogPage, noItems, type CatalogData } from '../../catalog/CatalogPage';
import { usePreparedSearch } from '../../catalog/search';
import { useCatalogFilter } from '../../catalog/useCatalogFilter';
import { Button } from '../../primitives/Button';
import type { ItemId } from '../../model';
import { jobNames, marketplaceJobs, type MarketplaceJob } from '../jobs';
import { MarketplaceItemCard, type MarketplaceItem } from '../MarketplaceItemCard';
import { filterMarketplaceItems, marketplaceSearchFields } from './filterMarketplaceItems';
import * as styles from './MarketplacePage.css';
import { messages } from './MarketplacePage.messages';

export interface MarketplacePageProps extends CatalogData<MarketplaceItem> {
  /** A buy button was pressed. */
  onBuy: (id: ItemId) => void;
  /** The job filter to start with (`null`, the default, is All). */
  defaultJob?: MarketplaceJob | null;
  /** The search to start with. */
  defaultQuery?: string;
}

/** A loading card: the picture, the name, the job, the description and the price. */
const skeleton = [
  { shape: 'rect', height: '9rem' },
  { width: '70%', height: '1.25rem' },
  { width: '35%' },
  {},
  { width: '50%', height: '1.5rem' },
] as const;

/**
 * The marketplace: a search box over names and descriptions, job filter buttons (All and the
 * ten jobs, the chosen one `aria-pressed`), and the offers as cards.
 */
export function MarketplacePage({
  items = noItems,
  onBuy,
  defaultJob = null,
  defaultQuery = '',
  ...data
}: MarketplacePageProps) {
  const intl = useIntl();
  const filterLabelId = useId();
  const { filter, change, deferred, words, searchProps } = useCatalogFilter<{
    job: MarketplaceJob | null;
    query: string;
  }>({ job: defaultJob, query: defaultQuery });
  const { job } = filter;
  const shown = useMemo(
    () => filterMarketplaceItems(items, { job: deferred.job, query: words }),
    [items, deferred.job, words],
  );
  usePreparedSearch(items, marketplaceSearchFields);
  const renderItem = useCallback(
    (item: MarketplaceItem) => <MarketplaceItemCard item={item} onBuy={onBuy} />,
    [onBuy],
  );

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

  return (
    <CatalogPage
      {...data}
      messages={messages}
      items={items}
      shown={shown}
      {...searchProps}
      resetKey={`${deferred.job ?? ''}\u0000${words}`}
      emptyMessage={items.length === 0 ? messages.empty : messages.noJobItems}
      filters={
        <div className={styles.filters}>
          <span id={filterLabelId} className={styles.filtersLabel}>
            {intl.formatMessage(messages.jobFilter)}
          </span>
          <div role="group" aria-labelledby={filterLabelId} className={styles.filterButtons}>
            {filterButton(null)}
            {marketplaceJobs.map(filterButton)}
          </div>
        </div>
      }
      skeleton={skeleton}
      cardMinWidth="15rem"
      renderItem={renderItem}
    />
  );
}
