import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadError } from '../../primitives/LoadError';
import { expectLoadErrorThatRetries } from '../../primitives/LoadError/LoadError.play';
import { fn } from 'storybook/test';
import type { OrderView } from './OrdersList';
import { OrdersList } from './OrdersList';

const orders: OrderView[] = [
  {
    id: 2,
    state: 'pending delivery',
    createdAt: '2025-03-21T09:30:00Z',
    lines: [
      { itemId: 1, name: 'Wireless Headphones', quantity: 1, priceDol: 99.99, costDom: 50 },
      { itemId: 2, name: 'Smartwatch Pro', quantity: 2, priceDol: 498, costDom: 0 },
    ],
    totalDol: 597.99,
    totalDom: 50,
  },
  {
    id: 1,
    state: 'pending delivery',
    createdAt: '2025-03-18T16:05:00Z',
    lines: [{ itemId: 6, name: 'izi Gift Card', quantity: 1, priceDol: 25, costDom: 0 }],
    totalDol: 25,
    totalDom: 0,
  },
];

const meta = {
  title: 'Shop/OrdersList',
  component: OrdersList,
  args: { orders, timeZone: 'UTC' },
} satisfies Meta<typeof OrdersList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, each with its items, total, date and state. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Your orders' });
    const articles = within(list).getAllByRole('article');
    await expect(articles).toHaveLength(2);
    const latest = within(canvas.getByRole('article', { name: 'Order 2' }));
    await expect(latest.getByText('Pending delivery')).toBeVisible();
    await expect(latest.getByText('Placed on Mar 21, 2025, 9:30 AM')).toBeVisible();
    await expect(latest.getByText('Wireless Headphones × 1')).toBeVisible();
    await expect(latest.getByText('Smartwatch Pro × 2')).toBeVisible();
    await expect(latest.getByText('Total').nextElementSibling).toHaveTextContent(
      '$597.99 + 50.00 DOM',
    );
    const first = within(canvas.getByRole('article', { name: 'Order 1' }));
    await expect(first.getByText('Total').nextElementSibling).toHaveTextContent('$25.00');
  },
};

/** A state another backend sends is shown as it came. */
export const OtherState: Story = {
  args: { orders: [{ ...orders[1]!, state: 'shipped' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Order 1' })).toHaveTextContent('shipped');
  },
};

/** Reviewed orders: delivered, and cancelled with the operator's reason (its tokens refunded). */
export const DeliveredAndCancelled: Story = {
  args: {
    orders: [
      { ...orders[0]!, state: 'delivered' },
      {
        ...orders[1]!,
        state: 'cancelled',
        reason: 'The gift card is sold out; your iziDol is back.',
      },
    ],
  },
  play: async ({ canvas }) => {
    const delivered = within(canvas.getByRole('article', { name: 'Order 2' }));
    await expect(delivered.getByText('Delivered')).toBeVisible();
    await expect(delivered.queryByText(/Reason/)).toBeNull();
    const cancelled = canvas.getByRole('article', { name: 'Order 1' });
    await expect(within(cancelled).getByText('Cancelled')).toBeVisible();
    await expect(cancelled).toHaveTextContent(
      'Reason: The gift card is sold out; your iziDol is back.',
    );
  },
};

/** No orders yet. */
export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The orders on their way. */
export const Loading: Story = {
  args: { orders: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Orders' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

const retry = fn();

/** The orders could not be loaded: the error and Try again, never a false "No orders yet." */
export const LoadFailed: Story = {
  args: { orders: undefined, loadError: <LoadError onRetry={retry} /> },
  play: async ({ canvas }) => {
    await expectLoadErrorThatRetries(canvas, retry);
    await expect(canvas.queryByText('No orders yet.')).toBeNull();
  },
};
