import { defineMessages, type MessageValue } from 'react-intl';

type None = Record<never, never>;

export const messages = defineMessages<{
  inStock: { count: string };
  outOfStock: None;
  price: None;
  discountPrice: None;
  discountAmount: { price: MessageValue; dom: MessageValue };
  addToCart: None;
  addToCartLabel: { name: string };
}>({
  inStock: {
    id: 'shopItemCard.inStock',
    defaultMessage: '{count} in stock',
    description: 'How many of a shop item are left; {count} is pre-formatted',
  },
  outOfStock: {
    id: 'shopItemCard.outOfStock',
    defaultMessage: 'Out of stock',
    description: 'A shop item with none left; it cannot be added to the cart',
  },
  price: {
    id: 'shopItemCard.price',
    defaultMessage: 'Price',
    description: 'Label of a shop item price (iziDol, shown as US dollars)',
  },
  discountPrice: {
    id: 'shopItemCard.discountPrice',
    defaultMessage: 'Discount price',
    description: 'Label of the discounted price, paid in iziDol plus some iziDom',
  },
  discountAmount: {
    id: 'shopItemCard.discountAmount',
    defaultMessage: '{price} + {dom}',
    description:
      'The discounted price: {price} in iziDol (as US dollars) plus {dom}, an amount of iziDom',
  },
  addToCart: {
    id: 'shopItemCard.addToCart',
    defaultMessage: 'Add to cart',
    description: 'Button that puts a shop item in the cart',
  },
  addToCartLabel: {
    id: 'shopItemCard.addToCartLabel',
    defaultMessage: 'Add to cart: {name}',
    description:
      'Accessible name of the add-to-cart button, naming the item; must contain the visible "Add to cart" text',
  },
});
