import { fixtures, largeTransactions } from '@izi/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadError } from '../../primitives/LoadError';
import { expectLoadErrorThatRetries } from '../../primitives/LoadError/LoadError.play';
import { inScrollBox, scrollToLast, withoutContrastCheck } from '../../storybook/Thousands';
import { TransactionsList, transactionTypes, type TransactionData } from './TransactionsList';
import { onPhone, playLoading } from '../../storybook/storyStates';

const meta = {
  title: 'Dashboard/TransactionsList',
  component: TransactionsList,
  // A fixed zone, so that the screenshots do not depend on the machine's.
  args: { transactions: fixtures.transactions, timeZone: 'UTC' },
  decorators: [(Story) => <div style={{ maxInlineSize: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof TransactionsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (items: HTMLElement[], text: string) => {
  const found = items.find((item) => item.textContent?.includes(text));
  if (!found) throw new Error(`No transaction row with ${text}`);
  return found;
};

/** The fixtures: every type, every token, newest first; no view-all control. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(9);
    const upgrade = rowOf(items, 'Medallion upgrade');
    await expect(upgrade).toHaveTextContent('−250.00 DOL');
    await expect(upgrade).toHaveTextContent('iziDol');
    await expect(upgrade).toHaveTextContent('Jun 14, 2025, 9:12 AM');
    await expect(rowOf(items, 'Character sale')).toHaveTextContent('+120.00 DOT');
    await expect(rowOf(items, 'Conversion')).toHaveTextContent('500.00 DOT');
    await expect(rowOf(items, 'Conversion')).not.toHaveTextContent(/[+−]500/);
    // Without `onViewAll` (the wallet page's full list) there is no view-all control.
    await expect(canvas.queryByRole('button', { name: 'View all' })).toBeNull();
  },
};

const oneOfEach: TransactionData[] = transactionTypes.map((transactionType, index) => {
  const found = fixtures.transactions.find((item) => item.transactionType === transactionType);
  if (!found) throw new Error(`No fixture transaction of type ${transactionType}`);
  return { ...found, id: index + 1 };
});

/** One of each of the six types: icon and words tell them apart, not colour alone. */
export const EveryType: Story = {
  args: { transactions: oneOfEach },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    const expected = {
      Credit: '+1,000.00 DOL',
      Debit: '−200.00 DOL',
      Conversion: '500.00 DOT',
      Mint: '+182.50 DOT',
      'Character sale': '+120.00 DOT',
      'Medallion upgrade': '−250.00 DOL',
    };
    for (const [label, amount] of Object.entries(expected)) {
      const item = items.find(
        (candidate) => within(candidate).queryByText(label, { exact: true }) !== null,
      );
      await expect(item).toHaveTextContent(amount);
    }
  },
};

export const Limited: Story = {
  args: { limit: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
  },
};

/** The dashboard's list: the latest five, and a view-all control that opens the full list. */
export const LimitedWithViewAll: Story = {
  args: { limit: 5, onViewAll: fn() },
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: 'Latest transactions' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(within(region).getByRole('button', { name: 'View all' }));
    await expect(args.onViewAll).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { transactions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No transactions yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { transactions: undefined, loading: true },
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
  args: { transactions: undefined, loadError: <LoadError reason="server" onRetry={retry} /> },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Latest transactions' })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
    await expectLoadErrorThatRetries(canvas, retry, 'server');
  },
};

/**
 * Another backend's data: text ids, a type and a token the library does not know (shown as they
 * came, a neutral icon, no sign, a plain amount), and one transaction that could not be read.
 */
export const OtherBackend: Story = {
  args: {
    transactions: [
      { ...fixtures.transactions[0]!, id: 'tx_0001' },
      {
        id: 'tx_0002',
        transactionType: 'STAKING_REWARD',
        tokenType: 'USDT',
        amount: 12.5,
        timestamp: '2025-06-14T09:12:00.000Z',
      },
      { ...fixtures.transactions[2]!, id: 'tx_0003' },
    ],
    skipped: 1,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('1 item could not be shown.');
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const unknown = rowOf(items, 'STAKING_REWARD');
    await expect(unknown).toHaveTextContent('USDT');
    await expect(unknown).toHaveTextContent('12.50');
    await expect(unknown).not.toHaveTextContent('+');
  },
};

const thousands = largeTransactions(1000);

/**
 * A thousand transactions (the wallet's whole history, seeded, from the mocks): the first
 * rows render at once and the rest as the list scrolls; every row says its place of 1,000. The
 * play scrolls to the end and finds the oldest.
 */
export const Thousands: Story = {
  parameters: withoutContrastCheck,
  args: { transactions: thousands },
  decorators: [inScrollBox],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    const [first] = within(list).getAllByRole('listitem');
    await expect(first).toHaveAttribute('aria-setsize', '1000');
    const oldest = thousands[thousands.length - 1]!;
    const last = await scrollToLast(list, () =>
      list.querySelector<HTMLElement>(`li time[datetime="${oldest.timestamp}"]`),
    );
    await expect(last.closest('li')).toHaveAttribute('aria-posinset', '1000');
  },
};
