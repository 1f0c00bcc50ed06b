import { fixtures } from '@izi/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ShopItemCard } from './ShopItemCard';

/** Screenshots wait for the pictures. */
async function imagesLoaded(root: HTMLElement) {
  await waitFor(() => {
    for (const image of root.querySelectorAll('img')) expect(image.complete).toBe(true);
  });
}

const item = (name: string) => fixtures.shopItems.find((shopItem) => shopItem.name === name)!;

const meta = {
  title: 'Shop/ShopItemCard',
  component: ShopItemCard,
  args: { item: item('Wireless Headphones'), onAddToCart: fn() },
  decorators: [(Story) => <div style={{ inlineSize: '18rem' }}>{Story()}</div>],
  play: ({ canvasElement }) => imagesLoaded(canvasElement),
} satisfies Meta<typeof ShopItemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both discount fields: the price is struck and the discount shows in iziDol plus iziDom. */
export const WithDiscount: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await imagesLoaded(canvasElement);
    const card = canvas.getByRole('article', { name: 'Wireless Headphones' });
    await expect(card).toHaveTextContent('24 in stock');
    await expect(canvas.getByText('Price')).toBeVisible();
    await expect(canvas.getByText('$129.99').closest('s')).not.toBeNull();
    await expect(canvas.getByText('Discount price')).toBeVisible();
    await expect(card).toHaveTextContent('$99.99 + 50.00 DOM');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart: Wireless Headphones' }));
    await expect(args.onAddToCart).toHaveBeenCalledOnce();
    await expect(args.onAddToCart).toHaveBeenCalledWith(1);
  },
};

/** No discount fields: one price, in iziDol as US dollars. */
export const WithoutDiscount: Story = {
  args: { item: item('Smartwatch Pro') },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByText('$249.00').closest('s')).toBeNull();
    await expect(canvas.queryByText('Discount price')).toBeNull();
  },
};

/** Only the discount price is set (the backpack): no discount shows. */
export const OnlyDiscountPrice: Story = {
  args: { item: item('City Backpack') },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    const card = canvas.getByRole('article', { name: 'City Backpack' });
    await expect(canvas.queryByText('Discount price')).toBeNull();
    await expect(card).not.toHaveTextContent('$49.50');
    await expect(card).not.toHaveTextContent('DOM');
    await expect(canvas.getByText('$59.50').closest('s')).toBeNull();
  },
};

/** Only the iziDom cost is set (the sneakers): no discount shows. */
export const OnlyDiscountCost: Story = {
  args: { item: item('Running Sneakers') },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    const card = canvas.getByRole('article', { name: 'Running Sneakers' });
    await expect(canvas.queryByText('Discount price')).toBeNull();
    await expect(card).not.toHaveTextContent('30.00');
    await expect(card).not.toHaveTextContent('DOM');
    await expect(canvas.getByText('$89.90').closest('s')).toBeNull();
  },
};

/** None left: it says so, and the button is disabled and described by the reason. */
export const OutOfStock: Story = {
  args: { item: item('Espresso Maker') },
  play: async ({ canvas, canvasElement, args }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByText('Out of stock')).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Add to cart: Espresso Maker' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Out of stock');
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** The longest description in the fixtures wraps inside the card. */
export const LongDescription: Story = { args: { item: item('izi Gift Card') } };
