import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConvertTokensDialog } from './ConvertTokensDialog';
import { onPhone } from '../../storybook/storyStates';

const meta = {
  title: 'Wallet/ConvertTokensDialog',
  component: ConvertTokensDialog,
  args: {
    open: true,
    balances: { iziDolBalance: 1250.5, iziDotBalance: 8430.75 },
    rates: [
      { from: 'IZIDOL', to: 'IZIDOT', rate: 100 },
      { from: 'IZIDOT', to: 'IZIDOL', rate: 0.01 },
    ],
    onConfirm: fn(),
    onCancel: fn(),
    onRetryRates: fn(),
  },
} satisfies Meta<typeof ConvertTokensDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Convert tokens' });

/** iziDol to iziDot: the balance, the rate and the result shown before confirming. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const box = within(dialog);
    await expect(box.getByRole('radio', { name: 'From iziDol to iziDot' })).toBeChecked();
    await expect(dialog).toHaveTextContent('iziDom is a reward and cannot be bought.');
    await expect(dialog).toHaveTextContent('Your iziDol balance');
    await expect(dialog).toHaveTextContent('1,250.50 DOL');
    await expect(dialog).toHaveTextContent('1 DOL = 100.00 DOT');
    await userEvent.type(box.getByRole('textbox', { name: 'Amount' }), '12.5');
    await expect(dialog).toHaveTextContent('1,250.00 DOT');
    await userEvent.click(box.getByRole('button', { name: 'Convert' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onConfirm).toHaveBeenCalledWith({
      from: 'IZIDOL',
      to: 'IZIDOT',
      amount: 12.5,
    });
  },
};

/** iziDot to iziDol: the iziDot balance, the rate 0.01 and the result rounded down to the cent. */
export const FromIziDot: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const box = within(dialog);
    await userEvent.click(box.getByRole('radio', { name: 'From iziDot to iziDol' }));
    await expect(dialog).toHaveTextContent('Your iziDot balance');
    await expect(dialog).toHaveTextContent('8,430.75 DOT');
    await expect(dialog).toHaveTextContent('1 DOT = 0.01 DOL');
    await userEvent.type(box.getByRole('textbox', { name: 'Amount' }), '150.55');
    await expect(dialog).toHaveTextContent('1.50 DOL');
    await userEvent.click(box.getByRole('button', { name: 'Convert' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onConfirm).toHaveBeenCalledWith({
      from: 'IZIDOT',
      to: 'IZIDOL',
      amount: 150.55,
    });
  },
};

/** Each amount the form refuses, with its message on the field; nothing is sent. */
export const InvalidAmounts: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const box = within(dialog);
    const amount = box.getByRole('textbox', { name: 'Amount' });
    const convert = box.getByRole('button', { name: 'Convert' });
    const cases: [string, string][] = [
      ['', 'Enter an amount.'],
      ['abc', 'The amount must be a number.'],
      ['0', 'The amount must be greater than zero.'],
      ['1.234', 'The amount may have at most 2 decimals.'],
    ];
    for (const [typed, message] of cases) {
      await userEvent.clear(amount);
      if (typed) await userEvent.type(amount, typed);
      await userEvent.click(convert);
      await expect(amount).toHaveAccessibleDescription(message);
      await expect(amount).toHaveFocus();
    }
    await userEvent.click(box.getByRole('radio', { name: 'From iziDot to iziDol' }));
    await userEvent.clear(amount);
    await userEvent.type(amount, '0.5');
    await userEvent.click(convert);
    await expect(amount).toHaveAccessibleDescription('This amount is too small to convert.');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The rates and the balances are on their way: placeholders, and Convert waits. */
export const RatesLoading: Story = {
  args: { rates: undefined, balances: undefined },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const box = within(dialog);
    await expect(box.getByRole('button', { name: 'Convert' })).toBeDisabled();
    await expect(dialog).not.toHaveTextContent('DOT');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The rates could not be loaded: said so, with Try again; Convert waits. */
export const RatesUnavailable: Story = {
  args: { rates: undefined, ratesUnavailable: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const box = within(dialog);
    await expect(dialog).toHaveTextContent('The conversion rates could not be loaded.');
    await expect(box.getByRole('button', { name: 'Convert' })).toBeDisabled();
    await userEvent.click(box.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryRates).toHaveBeenCalledOnce();
  },
};

/** The conversion is under way: the choices are locked and Cancel waits. */
export const Pending: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const box = within(dialog);
    await expect(box.getByRole('radio', { name: 'From iziDot to iziDol' })).toBeDisabled();
    await expect(box.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(box.getByRole('textbox', { name: 'Amount' })).toHaveAttribute('readonly');
  },
};

/** The server refused: its message inline, the dialog open. */
export const Refused: Story = {
  args: { error: 'Insufficient iziDol balance for this conversion.' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Error: Insufficient iziDol balance for this conversion.',
      ),
    );
    await expect(dialog).toHaveAccessibleDescription(
      'Error: Insufficient iziDol balance for this conversion.',
    );
  },
};

/** Cancel closes without converting. */
export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** On a phone. */
export const Mobile: Story = {
  globals: onPhone,
};
