import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LoadError } from '../../primitives/LoadError';
import { expectLoadErrorThatRetries } from '../../primitives/LoadError/LoadError.play';
import { usdtRequests } from '../../storybook/requestSamples';
import { UsdtRequestList } from './UsdtRequestList';

const meta = {
  title: 'Wallet/UsdtRequestList',
  component: UsdtRequestList,
  args: { requests: usdtRequests, timeZone: 'UTC' },
  parameters: { screenshot: { disable: true } },
} satisfies Meta<typeof UsdtRequestList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: pending, rejected with the reason, approved; each with its amount and dates. */
export const Playground: Story = {
  parameters: { screenshot: { disable: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your requests' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Your USDT requests' });
    const articles = within(list).getAllByRole('article');
    await expect(
      articles.map((article) => within(article).getByRole('heading').textContent),
    ).toEqual(['Deposit', 'Withdrawal', 'Deposit']);
    const [pending, rejected, approved] = articles.map((article) => within(article));
    await expect(articles[1]).toHaveTextContent('Reason: The address is not a TRON address.');
    await expect(pending!.getByText('Pending')).toBeVisible();
    await expect(pending!.getByText('250.50 USDT')).toBeVisible();
    await expect(pending!.getByText('Requested on Mar 21, 2025, 9:30 AM')).toBeVisible();
    await expect(pending!.queryByText(/Reviewed on/)).toBeNull();
    await expect(rejected!.getByText('Rejected')).toBeVisible();
    await expect(rejected!.getByText('Reviewed on Mar 20, 2025, 10:00 AM')).toBeVisible();
    await expect(approved!.getByText('Approved')).toBeVisible();
    await expect(approved!.queryByText(/Reason/)).toBeNull();
  },
};

/** A type or a state another backend sends is shown as it came. */
export const OtherState: Story = {
  args: { requests: [{ ...usdtRequests[1]!, type: 'refund', state: 'on hold' }] },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: 'refund' });
    await expect(article).toHaveTextContent('on hold');
  },
};

/** No requests yet. */
export const Empty: Story = {
  args: { requests: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No requests yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The requests on their way. */
export const Loading: Story = {
  args: { requests: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your requests' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

const retry = fn();

/** The requests could not be loaded: the error and Try again, never a false "No requests yet." */
export const LoadFailed: Story = {
  args: { requests: undefined, loadError: <LoadError onRetry={retry} /> },
  play: async ({ canvas }) => {
    await expectLoadErrorThatRetries(canvas, retry);
    await expect(canvas.queryByText('No requests yet.')).toBeNull();
  },
};

/** A backend without the call (404, 405 or 501): "not available yet", nothing else. */
export const NotAvailable: Story = {
  args: { requests: undefined, notAvailable: true },
  parameters: { screenshot: { disable: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This is not available yet.')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByText('No requests yet.')).toBeNull();
  },
};
