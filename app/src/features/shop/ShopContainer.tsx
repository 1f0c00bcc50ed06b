import { ShopPage } from '@izi/ui';
import { useIntl } from 'react-intl';
import { isNotAvailableYet } from '../../shared/api/apiClient';
import { useAddToCart } from './useCart';
import { useShopItems } from './useShopItems';
import { errorText } from '../../shared/errorText';
import { loadErrorOf } from '../../shared/loadErrorOf';
import { useNotices } from '../../shared/notices/NoticesProvider';
import { useNotAvailable } from '../../shared/notices/useNotAvailable';
import { cartMessages } from './cart.messages';

/**
 * iziShop with izi's own cart: Add to cart puts one more of the item in the cart the
 * server holds, and says so; a refusal (out of stock) is the server's message; a backend without
 * the cart calls (404/405/501) keeps the spec's "not available yet".
 */
export function ShopContainer() {
  const intl = useIntl();
  const notices = useNotices();
  const notAvailable = useNotAvailable();
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
            notices.status(
              intl.formatMessage(cartMessages.added, { name: item?.name ?? String(id) }),
            ),
          onError: (error) =>
            isNotAvailableYet(error)
              ? notAvailable()
              : void notices.alert(
                  errorText(error, intl.formatMessage(cartMessages.failed)),
                  'error',
                ),
        });
      }}
    />
  );
}
