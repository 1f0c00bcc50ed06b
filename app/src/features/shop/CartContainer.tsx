import type { Id } from '@izi/api';
import { MAX_CART_QUANTITY } from '@izi/api';
import { Cart, OrdersList, type CartLineView } from '@izi/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isNotAvailableYet } from '../../shared/api/apiClient';
import { useCart, useCheckout, useOrders, useRemoveCartLine, useSetCartLine } from './useCart';
import { useShopItems } from './useShopItems';
import { errorText } from '../../shared/errorText';
import { loadErrorOf } from '../../shared/loadErrorOf';
import type { Navigate } from '../../shared/navigation';
import { useNotices } from '../../shared/notices/NoticesProvider';
import { useNotAvailable } from '../../shared/notices/useNotAvailable';
import { cartMessages } from './cart.messages';

export interface CartContainerProps {
  onNavigate: Navigate;
}

/**
 * The iziShop cart held by the server and the person's orders: quantities, the
 * discount's choice, remove and checkout; a refusal (out of stock, short balance) inline with
 * the server's message; a backend without the calls says "not available yet".
 */
export function CartContainer({ onNavigate }: CartContainerProps) {
  const intl = useIntl();
  const notices = useNotices();
  const notAvailable = useNotAvailable();
  const cart = useCart();
  const orders = useOrders();
  const items = useShopItems();
  const setLine = useSetCartLine();
  const removeLine = useRemoveCartLine();
  const checkout = useCheckout();
  const [refusal, setRefusal] = useState<string | undefined>();

  const onError = (error: Error) => {
    if (isNotAvailableYet(error)) {
      setRefusal(undefined);
      notAvailable();
    } else setRefusal(errorText(error, intl.formatMessage(cartMessages.failed)));
  };
  const start = () => setRefusal(undefined);

  const byId = new Map((items.data?.items ?? []).map((item) => [String(item.id), item]));
  const lines: CartLineView[] | undefined = cart.data?.lines.map((line) => ({
    ...line,
    item: byId.get(String(line.itemId)),
  }));
  const notImplemented = isNotAvailableYet(cart.error);
  const ordersMissing = isNotAvailableYet(orders.error);

  const change = (itemId: Id, quantity: number, payWithDiscount?: boolean) => {
    start();
    setLine.mutate({ itemId, quantity, payWithDiscount }, { onError });
  };

  return (
    <>
      <Cart
        headingLevel={1}
        lines={notImplemented ? [] : lines}
        totalDol={cart.data?.totalDol}
        totalDom={cart.data?.totalDom}
        loading={cart.isPending && !notImplemented}
        loadError={notImplemented ? undefined : loadErrorOf(cart)}
        maxPerLine={MAX_CART_QUANTITY}
        checkingOut={checkout.isPending}
        error={refusal}
        onBrowse={() => onNavigate('izishop')}
        onQuantityChange={(itemId, quantity) => change(itemId, quantity)}
        onPayWithDiscountChange={(itemId, payWithDiscount) => {
          const line = lines?.find((candidate) => candidate.itemId === itemId);
          if (line) change(itemId, line.quantity, payWithDiscount);
        }}
        onRemove={(itemId) => {
          start();
          removeLine.mutate(itemId, { onError });
        }}
        onCheckout={() => {
          start();
          checkout.mutate(undefined, {
            onSuccess: () => notices.status(intl.formatMessage(cartMessages.checkedOut)),
            onError,
          });
        }}
      />
      <OrdersList
        orders={ordersMissing ? [] : orders.data}
        loading={orders.isPending}
        loadError={ordersMissing ? undefined : loadErrorOf(orders)}
      />
    </>
  );
}
