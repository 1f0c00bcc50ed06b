import { MarketplacePage, ShopPage } from '@izi/ui';
import { useIntl } from 'react-intl';
import { useMarketplaceItems } from '../api/marketplace';
import { useShopItems } from '../api/shop';
import { appMessages } from '../app.messages';
import { useNotices } from '../notices/NoticesProvider';
import { loadErrorOf } from './loadError';

/** The spec's buy and add-to-cart do nothing; the app says so honestly. */
function useNotAvailable() {
  const intl = useIntl();
  const notices = useNotices();
  return () => void notices.alert(intl.formatMessage(appMessages.notAvailable));
}

export function MarketplaceScreen() {
  const items = useMarketplaceItems();
  const notAvailable = useNotAvailable();
  return (
    <MarketplacePage
      items={items.data?.items}
      skipped={items.data?.skipped}
      loading={items.isPending}
      loadError={loadErrorOf(items)}
      onBuy={notAvailable}
    />
  );
}

export function ShopScreen() {
  const items = useShopItems();
  const notAvailable = useNotAvailable();
  return (
    <ShopPage
      items={items.data?.items}
      skipped={items.data?.skipped}
      loading={items.isPending}
      loadError={loadErrorOf(items)}
      onAddToCart={notAvailable}
    />
  );
}
