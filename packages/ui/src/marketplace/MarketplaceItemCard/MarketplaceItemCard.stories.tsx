import { fixtures } from '@izi/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { MarketplaceItemCard } from './MarketplaceItemCard';

/** Screenshots wait for the pictures. */
async function imagesLoaded(root: HTMLElement) {
  await waitFor(() => {
    for (const image of root.querySelectorAll('img')) expect(image.complete).toBe(true);
  });
}

const [juniorProgrammer] = fixtures.marketplaceItems;
const taxiDriver = fixtures.marketplaceItems.find((item) => item.applicableJob === 'TAXI_DRIVER');

const meta = {
  title: 'Marketplace/MarketplaceItemCard',
  component: MarketplaceItemCard,
  args: { item: juniorProgrammer!, onBuy: fn() },
  decorators: [(Story) => <div style={{ inlineSize: '18rem' }}>{Story()}</div>],
  play: ({ canvasElement }) => imagesLoaded(canvasElement),
} satisfies Meta<typeof MarketplaceItemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name, job, description and price in iziDot; the buy button names the character. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await imagesLoaded(canvasElement);
    const card = canvas.getByRole('article', { name: 'Junior Programmer' });
    await expect(card).toHaveTextContent('Programmer');
    await expect(card).toHaveTextContent('450.00 DOT');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy Junior Programmer' }));
    await expect(args.onBuy).toHaveBeenCalledOnce();
    await expect(args.onBuy).toHaveBeenCalledWith(1);
  },
};

/** The longest description in the fixtures wraps inside the card. */
export const LongDescription: Story = { args: { item: taxiDriver! } };
