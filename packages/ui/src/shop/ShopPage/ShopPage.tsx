import { useCallback, useMemo } from 'react';
import { CatalogPage, noItems, type CatalogData } from '../../catalog/CatalogPage';
import { usePreparedSearch } from '../../catalog/search';
import { useCatalogFilter } from '../../catalog/useCatalogFilter';
import type { ItemId } from '../../model';
import { ShopItemCard, type ShopItem } from '../ShopItemCard';
import { filterShopItems, shopSearchFields } from './filterShopItems';
import { messages } from './ShopPage.messages';

export interface ShopPageProps extends CatalogData<ShopItem> {
  /** An add-to-cart button was pressed. */
  onAddToCart: (id: ItemId) => void;
  /** The search to start with. */
  defaultQuery?: string;
}

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
  onAddToCart,
  defaultQuery = '',
  ...data
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
      {...data}
      messages={messages}
      items={items}
      shown={shown}
      {...searchProps}
      resetKey={words}
      emptyMessage={messages.empty}
      skeleton={skeleton}
      cardMinWidth="16rem"
      renderItem={renderItem}
    />
  );
}
