import { fixtures } from '@izi/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LoadError } from '../../primitives/LoadError';
import { expectLoadErrorThatRetries } from '../../primitives/LoadError/LoadError.play';
import { WalletSummary } from './WalletSummary';
import { onPhone, playLoading } from '../../storybook/storyStates';

const meta = {
  title: 'Dashboard/WalletSummary',
  component: WalletSummary,
  args: { wallet: fixtures.wallet, onManage: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof WalletSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement).toHaveTextContent('1,250.50 DOL');
    await expect(canvasElement).toHaveTextContent('8,430.75 DOT');
    await expect(canvasElement).toHaveTextContent('320.00 DOM');
    await userEvent.click(canvas.getByRole('button', { name: 'Manage wallet' }));
    await expect(args.onManage).toHaveBeenCalledOnce();
  },
};

export const Zero: Story = {
  args: { wallet: { iziDolBalance: 0, iziDotBalance: 0, iziDomBalance: 0 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('0.00 DOL');
  },
};

export const LargeBalances: Story = {
  args: { wallet: { iziDolBalance: 98765432.1, iziDotBalance: 1234567.891, iziDomBalance: 50000 } },
};

export const Loading: Story = {
  args: { wallet: undefined, loading: true },
  play: playLoading,
};

export const Narrow: Story = {
  globals: onPhone,
};

const retry = fn();

/**
 * The call failed (beyond the spec, which keeps the skeleton): the card says what failed, in its
 * own space, with Try again; no placeholder stays.
 */
export const LoadFailed: Story = {
  args: { wallet: undefined, loadError: <LoadError reason="network" onRetry={retry} /> },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Manage wallet' })).toBeVisible();
    await expectLoadErrorThatRetries(canvas, retry, 'network');
  },
};
