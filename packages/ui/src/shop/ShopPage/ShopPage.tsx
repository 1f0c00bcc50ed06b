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
import { ShopItemCard, type ShopItem } from '../ShopItemCard';
import { searchWords, usePreparedSearch } from '../../marketplace/search';
import { filterShopItems, shopSearchFields } from './filterShopItems';
import * as styles from './ShopPage.css';
import { messages } from './ShopPage.messages';

export interface ShopPageProps {
  /** Every item; the search narrows them here, on the client. */
  items?: readonly ShopItem[];
  /** The items are still on their way: placeholder cards stand in for them. */
  loading?: boolean;
  /**
   * The items could not be loaded: this (a `LoadError` with its retry) stands in for them, and
   * neither the count nor the empty message shows.
   */
  loadError?: ReactNode;
  /** How many items the server sent that could not be read (a note says so). */
  skipped?: number;
  /** An add-to-cart button was pressed. */
  onAddToCart: (id: ItemId) => void;
  /** The search to start with. */
  defaultQuery?: string;
}

const SKELETON_CARDS = 6;
/** No items yet: one array, so that what is memoized on the items holds while they load. */
const noItems: readonly never[] = [];

interface ShopResultsProps {
  items: readonly ShopItem[];
  /** A new search: the list starts again from its first items. */
  resetKey: string;
  onAddToCart: (id: ItemId) => void;
}

/**
 * The items as cards, rendered incrementally. Memoized: a keystroke's urgent render (the search
 * box's new value, with the results still those of the deferred query) does not touch it.
 */
const ShopResults = memo(function ShopResults({ items, resetKey, onAddToCart }: ShopResultsProps) {
  const intl = useIntl();
  const { visible, more, setSentinel, itemProps } = useIncrementalList(items, { resetKey });
  return (
    <>
      <ul className={styles.grid} aria-label={intl.formatMessage(messages.list)}>
        {visible.map((item, index) => (
          <li key={item.id} {...itemProps(index)}>
            <ShopItemCard item={item} onAddToCart={onAddToCart} />
          </li>
        ))}
      </ul>
      {more && <div ref={setSentinel} className={incrementalSentinel} />}
    </>
  );
});

/** iziShop: a search box over names and descriptions, and the items as cards. */
export function ShopPage({
  items = noItems,
  loading = false,
  loadError,
  skipped,
  onAddToCart,
  defaultQuery = '',
}: ShopPageProps) {
  const intl = useIntl();
  const { numberLocale } = useLocale();
  const titleId = useId();
  const [search, setSearch] = useState({ query: defaultQuery, changed: false });
  const { query } = search;
  const setQuery = (next: string) => setSearch({ query: next, changed: true });
  // Typing is answered at once; the list (thousands of items, maybe), its count and the count
  // said to screen readers follow together when React has time.
  const deferred = useDeferredValue(search);
  const deferredQuery = deferred.query;
  const words = searchWords(deferredQuery).join(' ');
  const shown = useMemo(() => filterShopItems(items, words), [items, words]);
  usePreparedSearch(items, shopSearchFields);

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
              <Skeleton />
              <Skeleton width="40%" />
              <Skeleton height="2.5rem" />
            </div>
          ))}
        </div>
      </SkeletonGroup>
    );
  } else if (shown.length > 0) {
    content = <ShopResults items={shown} resetKey={words} onAddToCart={onAddToCart} />;
  } else if (words !== '') {
    content = (
      <div className={styles.empty}>
        <p>
          {intl.formatMessage(messages.noMatch, {
            query: <bdi key="query">{deferredQuery.trim()}</bdi>,
          })}
        </p>
        <Button variant="secondary" size="sm" onClick={() => setQuery('')}>
          {intl.formatMessage(messages.clearSearch)}
        </Button>
      </div>
    );
  } else {
    content = (
      <div className={styles.empty}>
        <p>{intl.formatMessage(messages.empty)}</p>
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
