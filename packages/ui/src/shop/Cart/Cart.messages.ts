import { defineMessages, type MessageValue } from 'react-intl';

type None = Record<never, never>;

export const messages = defineMessages<{
  title: None;
  lines: None;
  empty: None;
  browse: None;
  unitPrice: { price: MessageValue };
  inStock: { count: string };
  onlyInStock: { count: string };
  gone: None;
  quantity: { name: string };
  quantityValue: { count: string };
  decrease: { name: string };
  increase: { name: string };
  remove: { name: string };
  removeShort: None;
  payWithDiscount: { price: MessageValue; dom: MessageValue };
  lineTotal: None;
  totalDol: None;
  totalDom: None;
  checkout: None;
  withDom: { price: MessageValue; dom: MessageValue };
}>({
  title: { id: 'cart.title', defaultMessage: 'Cart', description: 'Heading of the iziShop cart' },
  lines: {
    id: 'cart.lines',
    defaultMessage: 'Items in your cart',
    description: 'Accessible name of the list of cart lines',
  },
  empty: { id: 'cart.empty', defaultMessage: 'Your cart is empty.' },
  browse: {
    id: 'cart.browse',
    defaultMessage: 'Browse iziShop',
    description: 'Button of the empty cart that opens the iziShop page',
  },
  unitPrice: {
    id: 'cart.unitPrice',
    defaultMessage: '{price} each',
    description: 'The price of one unit of a cart line; {price} is in iziDol, shown as US dollars',
  },
  inStock: {
    id: 'cart.inStock',
    defaultMessage: '{count} in stock',
    description: 'How many of the item are left; {count} is pre-formatted',
  },
  onlyInStock: {
    id: 'cart.onlyInStock',
    defaultMessage: 'Only {count} left in stock: lower the quantity.',
    description: 'A cart line holds more than the stock left; {count} is pre-formatted',
  },
  gone: {
    id: 'cart.gone',
    defaultMessage: 'This item is no longer in the shop.',
    description: 'A cart line whose item the shop no longer lists; it can only be removed',
  },
  quantity: {
    id: 'cart.quantity',
    defaultMessage: 'Quantity of {name}',
    description: 'Accessible name of the group of a cart line quantity controls',
  },
  quantityValue: {
    id: 'cart.quantityValue',
    defaultMessage: 'Quantity: {count}',
    description: 'The quantity of a cart line; {count} is pre-formatted',
  },
  decrease: {
    id: 'cart.decrease',
    defaultMessage: 'One fewer {name}',
    description: 'Button (a minus sign) that lowers the quantity of a cart line by one',
  },
  increase: {
    id: 'cart.increase',
    defaultMessage: 'One more {name}',
    description: 'Button (a plus sign) that raises the quantity of a cart line by one',
  },
  remove: {
    id: 'cart.remove',
    defaultMessage: 'Remove {name}',
    description: 'Button that takes a line out of the cart',
  },
  removeShort: {
    id: 'cart.removeShort',
    defaultMessage: 'Remove',
    description: 'Visible text of the button that takes a line out of the cart',
  },
  payWithDiscount: {
    id: 'cart.payWithDiscount',
    defaultMessage: 'Pay the discount price: {price} + {dom}',
    description:
      'Checkbox of a cart line whose item has a discount: pay {price} in iziDol (shown as US dollars) plus {dom}, an amount of iziDom',
  },
  lineTotal: {
    id: 'cart.lineTotal',
    defaultMessage: 'Line total',
    description: 'Label of what one cart line costs',
  },
  totalDol: {
    id: 'cart.totalDol',
    defaultMessage: 'Total in iziDol',
    description: 'Label of the cart total paid in iziDol (shown as US dollars)',
  },
  totalDom: {
    id: 'cart.totalDom',
    defaultMessage: 'Total in iziDom',
    description: 'Label of the cart total paid in iziDom (for discounted lines)',
  },
  checkout: {
    id: 'cart.checkout',
    defaultMessage: 'Checkout',
    description: 'Button that pays for the cart and places the order',
  },
  withDom: {
    id: 'cart.withDom',
    defaultMessage: '{price} + {dom}',
    description:
      'An amount paid in two tokens: {price} in iziDol (as US dollars) plus {dom}, an amount of iziDom',
  },
});
