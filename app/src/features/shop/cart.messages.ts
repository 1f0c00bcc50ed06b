import { defineMessages } from 'react-intl';

/** The app's side of the iziShop cart and its checkout. */
export const cartMessages = defineMessages<{
  added: { name: string };
  checkedOut: Record<never, never>;
  failed: Record<never, never>;
}>({
  added: {
    id: 'app.cart.added',
    defaultMessage: '{name} is in your cart.',
    description: 'Notice after Add to cart; {name} is the shop item',
  },
  checkedOut: {
    id: 'app.cart.checkedOut',
    defaultMessage: 'Your order is placed. It is pending delivery.',
    description: 'Notice after a successful checkout of the iziShop cart',
  },
  failed: {
    id: 'app.cart.failed',
    defaultMessage: 'The cart could not be changed. Try again.',
    description: 'A cart call failed without a message from the server',
  },
});
