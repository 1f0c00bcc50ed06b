import { defineMessages } from 'react-intl';

export const messages = defineMessages<{
  price: Record<never, never>;
  buy: Record<never, never>;
  buyLabel: { name: string };
}>({
  price: {
    id: 'marketplaceItemCard.price',
    defaultMessage: 'Price',
    description: 'Label above a marketplace character price in iziDot',
  },
  buy: {
    id: 'marketplaceItemCard.buy',
    defaultMessage: 'Buy',
    description: 'Button that buys a character from the marketplace',
  },
  buyLabel: {
    id: 'marketplaceItemCard.buyLabel',
    defaultMessage: 'Buy {name}',
    description:
      'Accessible name of the buy button, naming the character; must contain the visible "Buy" text',
  },
});
