import { fixtures } from '@izi/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Card } from '../../primitives/Card';
import { LoadError } from '../../primitives/LoadError';
import { expectLoadErrorThatRetries } from '../../primitives/LoadError/LoadError.play';
import type { RequestMode } from '../RequestForm';
import { UsdtRequestList } from '../UsdtRequestList';
import { usdtRequests } from '../../storybook/requestSamples';
import { WalletPage, type WalletPageProps } from './WalletPage';
import { sample } from '../../storybook/samples.messages';
import { onPhone, onTablet, playLoading } from '../../storybook/storyStates';

/** Opens and closes the request form as the app does: by setting `requestMode`. */
function Stateful(props: WalletPageProps) {
  const [mode, setMode] = useState<RequestMode | null>(props.requestMode);
  return (
    <WalletPage
      {...props}
      requestMode={mode}
      onRequestModeChange={(next) => {
        props.onRequestModeChange(next);
        setMode(next);
      }}
    />
  );
}

const meta = {
  title: 'Wallet/WalletPage',
  component: WalletPage,
  render: (args) => <Stateful {...args} />,
  args: {
    balances: fixtures.wallet,
    requestMode: null,
    onConvert: fn(),
    onRequestModeChange: fn(),
    onSubmitRequest: fn(),
  },
  argTypes: { requestMode: { control: 'inline-radio', options: [null, 'deposit', 'withdrawal'] } },
} satisfies Meta<typeof WalletPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three tokens with what each is and its balance (two decimals); convert tokens. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
    const dol = canvas.getByRole('region', { name: 'iziDol' });
    await expect(dol).toHaveTextContent('The stable coin');
    await expect(dol).toHaveTextContent('1,250.50 DOL');
    const dot = canvas.getByRole('region', { name: 'iziDot' });
    await expect(dot).toHaveTextContent('The in-game currency');
    await expect(dot).toHaveTextContent('8,430.75 DOT');
    const dom = canvas.getByRole('region', { name: 'iziDom' });
    await expect(dom).toHaveTextContent('The reward token');
    await expect(dom).toHaveTextContent('320.00 DOM');
    await expect(within(dot).queryByRole('button')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Convert tokens' }));
    await expect(args.onConvert).toHaveBeenCalledOnce();
  },
};

export const ZeroBalances: Story = {
  args: { balances: { iziDolBalance: 0, iziDotBalance: 0, iziDomBalance: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'iziDol' })).toHaveTextContent('0.00 DOL');
    await expect(canvas.getByRole('region', { name: 'iziDot' })).toHaveTextContent('0.00 DOT');
    await expect(canvas.getByRole('region', { name: 'iziDom' })).toHaveTextContent('0.00 DOM');
  },
};

export const LargeBalances: Story = {
  args: {
    balances: { iziDolBalance: 9876543210.5, iziDotBalance: 123456789.99, iziDomBalance: 1e6 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'iziDol' })).toHaveTextContent(
      '9,876,543,210.50 DOL',
    );
    await expect(canvas.getByRole('region', { name: 'iziDot' })).toHaveTextContent(
      '123,456,789.99 DOT',
    );
    await expect(canvas.getByRole('region', { name: 'iziDom' })).toHaveTextContent(
      '1,000,000.00 DOM',
    );
  },
};

/** Placeholders for the balances; screen readers hear "Loading…". */
export const Loading: Story = {
  args: { balances: undefined },
  play: playLoading,
};

const retry = fn();

/** The balances could not be loaded: the error and Try again stand in for the cards. */
export const BalancesFailed: Story = {
  args: { balances: undefined, balancesError: <LoadError onRetry={retry} /> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'iziDol' })).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expectLoadErrorThatRetries(canvas, retry);
  },
};

/** Deposit on the iziDol card opens the request form in deposit mode. */
export const DepositOpensForm: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const dol = canvas.getByRole('region', { name: 'iziDol' });
    await userEvent.click(within(dol).getByRole('button', { name: 'Deposit' }));
    await expect(args.onRequestModeChange).toHaveBeenCalledWith('deposit');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Deposit USDT',
    });
    await expect(within(dialog).getByRole('textbox', { name: 'Transaction proof' })).toBeVisible();
  },
};

/** Withdraw opens it in withdrawal mode; cancel closes it. */
export const WithdrawOpensForm: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dol = canvas.getByRole('region', { name: 'iziDol' });
    await userEvent.click(within(dol).getByRole('button', { name: 'Withdraw' }));
    let dialog = await body.findByRole('dialog', { name: 'Withdraw USDT' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onRequestModeChange).toHaveBeenLastCalledWith(null);
    await expect(body.queryByRole('dialog')).toBeNull();
    await userEvent.click(within(dol).getByRole('button', { name: 'Withdraw' }));
    dialog = await body.findByRole('dialog', { name: 'Withdraw USDT' });
    await expect(within(dialog).getByRole('textbox', { name: 'Wallet address' })).toHaveValue('');
  },
};

/** The page shows whatever the `transactions` slot holds (the app passes `TransactionsList`). */
export const WithTransactions: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Latest transactions' })).toBeVisible();
  },
  args: {
    transactions: (
      <Card title={<FormattedMessage {...sample.walletTransactionsTitle} />}>
        <p>
          <FormattedMessage {...sample.walletTransactionsBody} />
        </p>
      </Card>
    ),
  },
};

/** "Your requests" under the cards: the app passes a `UsdtRequestList` in the `requests` slot. */
export const WithRequests: Story = {
  args: { requests: <UsdtRequestList requests={usdtRequests} timeZone="UTC" /> },
  play: async ({ canvas }) => {
    const requests = canvas.getByRole('region', { name: 'Your requests' });
    await expect(within(requests).getAllByRole('article')).toHaveLength(3);
    await expect(requests).toHaveTextContent('Reason: The address is not a TRON address.');
  },
};

/** A phone-sized screen: the cards stack. */
export const Narrow: Story = {
  globals: onPhone,
};

/**
 * A tablet: two columns fit, not three. iziDol and iziDot share a row and iziDom takes the next
 * one whole, with no hole beside it.
 */
export const Tablet: Story = {
  globals: onTablet,
  play: async ({ canvas }) => {
    const [dol, dot, dom] = ['iziDol', 'iziDot', 'iziDom'].map((name) =>
      canvas.getByRole('region', { name }).getBoundingClientRect(),
    );
    await expect(dot!.top).toBeCloseTo(dol!.top, 0);
    await expect(dom!.top).toBeGreaterThan(Math.max(dol!.bottom, dot!.bottom));
    const row = Math.max(dol!.right, dot!.right) - Math.min(dol!.left, dot!.left);
    await expect(dom!.width).toBeCloseTo(row, 0);
  },
};

const retryServer = fn();

/** The server failed (a 5xx) on the balances: it says so, and Try again is offered. */
export const BalancesFailedServer: Story = {
  args: { balances: undefined, balancesError: <LoadError reason="server" onRetry={retryServer} /> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'iziDol' })).toBeNull();
    await expectLoadErrorThatRetries(canvas, retryServer, 'server');
  },
};

const retryUnreadable = fn();

/** The balances' answer could not be read: contact support, and Try again is still offered. */
export const BalancesFailedUnreadable: Story = {
  args: {
    balances: undefined,
    balancesError: <LoadError reason="unreadable" onRetry={retryUnreadable} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'iziDol' })).toBeNull();
    await expectLoadErrorThatRetries(canvas, retryUnreadable, 'unreadable');
  },
};

const retryTransactions = fn();

/** The balances loaded but the history did not: its error stands in its place alone. */
export const TransactionsFailed: Story = {
  args: { transactions: <LoadError reason="network" onRetry={retryTransactions} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'iziDol' })).toHaveTextContent('1,250.50 DOL');
    await expectLoadErrorThatRetries(canvas, retryTransactions, 'network');
  },
};
