import type { Id } from '@izi/api';
import type { ReadCart } from '@izi/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/apiClient';
import { queryKeys } from '../../shared/api/queryKeys';
import { newestFirst } from '../../shared/newestFirst';

/** The cart and the orders, held by the server (izi's own calls). */
const cartKeys = {
  cart: ['izishop', 'cart'] as const,
  orders: queryKeys.orders,
};

export const cartQuery = () =>
  queryOptions({
    queryKey: cartKeys.cart,
    queryFn: ({ signal }) => api.getCart({ signal }),
  });

export const ordersQuery = () =>
  queryOptions({
    queryKey: cartKeys.orders,
    queryFn: async ({ signal }) =>
      newestFirst(await api.getOrders({ signal }), (order) => order.createdAt),
  });

/** GET /izishop/cart: the cart the server holds for the person (the header's count too). */
export const useCart = () => useQuery(cartQuery());

/** GET /izishop/orders: the person's orders, newest first. */
export const useOrders = () => useQuery(ordersQuery());

/**
 * The header's count: the cart's, once the server answered; `'pending'` while the first answer is
 * on its way (the header keeps the button's place, so the bar does not move when it comes);
 * undefined when it failed, and on a backend without a cart (the button then stays hidden).
 */
export function useCartCount(): number | 'pending' | undefined {
  const cart = useCart();
  return cart.isPending ? 'pending' : cart.data?.count;
}

/**
 * The cart's changes run one after another, in the order they were asked (TanStack Query runs
 * mutations of one scope serially): two quick Add to cart clicks give a quantity of 2, each
 * reading the cart the one before left.
 */
const cartScope = { id: 'izishop-cart' };

/** Every change of a line answers the whole cart: it becomes the cached cart at once. */
function useKeepCart() {
  const queryClient = useQueryClient();
  return (cart: ReadCart) => queryClient.setQueryData(cartKeys.cart, cart);
}

export interface SetCartLineVariables {
  itemId: Id;
  quantity: number;
  payWithDiscount?: boolean;
}

/** PUT /izishop/cart/lines/{itemId}: a line's quantity and whether it pays the discount. */
export function useSetCartLine() {
  const keep = useKeepCart();
  return useMutation({
    scope: cartScope,
    mutationFn: ({ itemId, quantity, payWithDiscount }: SetCartLineVariables) =>
      api.setCartLine(
        itemId,
        payWithDiscount === undefined ? { quantity } : { quantity, payWithDiscount },
      ),
    onSuccess: keep,
  });
}

/** DELETE /izishop/cart/lines/{itemId}. */
export function useRemoveCartLine() {
  const keep = useKeepCart();
  return useMutation({
    scope: cartScope,
    mutationFn: (itemId: Id) => api.removeCartLine(itemId),
    onSuccess: keep,
  });
}

/**
 * Add to cart: one more of the item, on top of what the server's cart holds now (read first, so
 * that another device's changes count), keeping the line's discount choice.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const keep = useKeepCart();
  return useMutation({
    scope: cartScope,
    mutationFn: async (itemId: Id) => {
      const cart = await queryClient.fetchQuery({ ...cartQuery(), staleTime: 0 });
      const line = cart.lines.find((candidate) => String(candidate.itemId) === String(itemId));
      return api.setCartLine(itemId, {
        quantity: (line?.quantity ?? 0) + 1,
        ...(line ? { payWithDiscount: line.payWithDiscount } : {}),
      });
    },
    onSuccess: keep,
  });
}

/**
 * POST /izishop/checkout: pays in each token, lowers the stock, records the order and empties
 * the cart; everything it touches is read again.
 */
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    scope: cartScope,
    mutationFn: () => api.checkout(),
    onSuccess: () =>
      Promise.all(
        [
          cartKeys.cart,
          cartKeys.orders,
          queryKeys.wallet,
          queryKeys.transactions,
          queryKeys.stats,
          queryKeys.shopItems,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
