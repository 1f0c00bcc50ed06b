import { ShopPage } from '@izi/ui';
import { useIntl } from 'react-intl';
import { EconomyNotImplemented } from '../api/buy-character';
import { useAddToCart } from '../api/cart';
import { useShopItems } from '../api/shop';
import { appMessages } from '../app.messages';
import { useNotices } from '../notices/NoticesProvider';
import { cartMessages } from './cart.messages';
import { loadErrorOf } from './loadError';

/**
 * iziShop with izi's own cart (issue 18): Add to cart puts one more of the item in the cart the
 * server holds, and says so; a refusal (out of stock) is the server's message; a backend without
 * the cart calls (404/405/501) keeps the spec's "not available yet".
 */
export function ShopScreen() {
  const intl = useIntl();
  const notices = useNotices();
  const items = useShopItems();
  const add = useAddToCart();
  return (
    <ShopPage
      items={items.data?.items}
      skipped={items.data?.skipped}
      loading={items.isPending}
      loadError={loadErrorOf(items)}
      onAddToCart={(id) => {
        const item = items.data?.items.find((candidate) => candidate.id === id);
        add.mutate(id, {
          onSuccess: () =>
            void notices.alert(
              intl.formatMessage(cartMessages.added, { name: item?.name ?? String(id) }),
              'success',
            ),
          onError: (error) =>
            void (error instanceof EconomyNotImplemented
              ? notices.alert(intl.formatMessage(appMessages.notAvailable))
              : notices.alert(error.message || intl.formatMessage(cartMessages.failed), 'error')),
        });
      }}
    />
  );
}
