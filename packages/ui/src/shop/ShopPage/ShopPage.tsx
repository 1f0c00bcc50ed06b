import { useCallback, useMemo, type ReactNode } from 'react';
import { CatalogPage } from '../../catalog/CatalogPage';
import { usePreparedSearch } from '../../catalog/search';
import { useCatalogFilter } from '../../catalog/useCatalogFilter';
import type { ItemId } from '../../model';
import { ShopItemCard, type ShopItem } from '../ShopItemCard';
import { filterShopItems, shopSearchFields } from './filterShopItems';
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

/** No items yet: one array, so that what is memoized on the items holds while they load. */
const noItems: readonly never[] = [];

/** A loading card: the picture, the name, the description, the stock and the button. */
const skeleton = [
  { shape: 'rect', height: '9rem' },
  { width: '70%', height: '1.25rem' },
  {},
  { width: '40%' },
  { height: '2.5rem' },
] as const;

/** iziShop: a search box over names and descriptions, and the items as cards. */
export function ShopPage({
  items = noItems,
  loading = false,
  loadError,
  skipped,
  onAddToCart,
  defaultQuery = '',
}: ShopPageProps) {
  const { words, searchProps } = useCatalogFilter({ query: defaultQuery });
  const shown = useMemo(() => filterShopItems(items, words), [items, words]);
  usePreparedSearch(items, shopSearchFields);
  const renderItem = useCallback(
    (item: ShopItem) => <ShopItemCard item={item} onAddToCart={onAddToCart} />,
    [onAddToCart],
  );

  return (
    <CatalogPage
      messages={messages}
      items={items}
      shown={shown}
      {...searchProps}
      resetKey={words}
      emptyMessage={messages.empty}
      loading={loading}
      loadError={loadError}
      skipped={skipped}
      skeleton={skeleton}
      cardMinWidth="16rem"
      renderItem={renderItem}
    />
  );
}
