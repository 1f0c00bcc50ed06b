import { dbMessages } from '@izi/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RequestForm, type RequestFormProps } from './RequestForm';
import { requestModes, type UsdtRequest } from './validateRequest';

/**
 * Stands in for the app after a valid submit: keeps the request pending (`pending`) or fails it
 * with the server's message (`fail`), as the wallet container does.
 */
function WithOutcome({ outcome, ...props }: RequestFormProps & { outcome?: 'pending' | 'fail' }) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <RequestForm
      {...props}
      submitting={props.submitting || submitting}
      error={props.error ?? error}
      onSubmit={(request: UsdtRequest) => {
        props.onSubmit(request);
        if (outcome === 'pending') setSubmitting(true);
        if (outcome === 'fail') setError(dbMessages.insufficientForWithdrawal);
      }}
    />
  );
}

const meta = {
  title: 'Wallet/RequestForm',
  component: WithOutcome,
  args: { open: true, mode: 'withdrawal', onSubmit: fn(), onCancel: fn() },
  argTypes: {
    mode: { control: 'inline-radio', options: requestModes },
    outcome: { control: 'inline-radio', options: [undefined, 'pending', 'fail'] },
  },
} satisfies Meta<typeof WithOutcome>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Fills the form in the open dialog and submits it. */
async function fill(
  canvasElement: HTMLElement,
  { amount, detail }: { amount?: string; detail?: string },
) {
  const dialog = await page(canvasElement).findByRole('dialog');
  const body = within(dialog);
  if (amount) await userEvent.type(body.getByRole('textbox', { name: 'Amount' }), amount);
  const detailField =
    body.queryByRole('textbox', { name: 'Wallet address' }) ??
    body.getByRole('textbox', { name: 'Transaction proof' });
  if (detail) await userEvent.type(detailField, detail);
  await userEvent.click(body.getByRole('button', { name: 'Submit request' }));
  return { dialog, body, detailField };
}

/** One rule refused the input: its message is tied to the field, and nothing is sent. */
async function expectRefused(
  canvasElement: HTMLElement,
  args: { onSubmit: RequestFormProps['onSubmit'] },
  field: string,
  message: string,
) {
  const dialog = await page(canvasElement).findByRole('dialog');
  const input = within(dialog).getByRole('textbox', { name: field });
  await expect(input).toBeInvalid();
  await expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
  await expect(within(dialog).getByText(message)).toBeVisible();
  await waitFor(() => expect(input).toHaveFocus());
  await expect(args.onSubmit).not.toHaveBeenCalled();
}

/** The withdrawal form: an amount in USDT and the wallet address to pay. Cancel asks to close. */
export const Withdrawal: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Withdraw USDT' });
    const body = within(dialog);
    await expect(body.getByRole('textbox', { name: 'Amount' })).toBeRequired();
    await expect(body.getByRole('textbox', { name: 'Wallet address' })).toHaveAccessibleDescription(
      'The USDT address that receives the payment.',
    );
    await expect(body.queryByRole('textbox', { name: 'Transaction proof' })).toBeNull();
    await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** The deposit form: an amount and the transaction proof (the transfer's hash). */
export const Deposit: Story = {
  args: { mode: 'deposit' },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Deposit USDT' });
    const body = within(dialog);
    await expect(
      body.getByRole('textbox', { name: 'Transaction proof' }),
    ).toHaveAccessibleDescription('The transaction hash (TxID) of your USDT transfer.');
    await expect(body.queryByRole('textbox', { name: 'Wallet address' })).toBeNull();
  },
};

export const AmountRequired: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, { detail: 'TQ4xW9mQzv3fXk8YhB2dLpNsRa7cJe1GtU' });
    await expectRefused(canvasElement, args, 'Amount', 'Enter an amount.');
  },
};

export const AmountNotNumber: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, { amount: 'abc', detail: 'TQ4xW9mQzv3fXk8YhB2dLpNsRa7cJe1GtU' });
    await expectRefused(
      canvasElement,
      args,
      'Amount',
      'Enter the amount as a number, such as 100 or 25.50.',
    );
  },
};

export const AmountZero: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, { amount: '0', detail: 'TQ4xW9mQzv3fXk8YhB2dLpNsRa7cJe1GtU' });
    await expectRefused(canvasElement, args, 'Amount', 'The amount must be greater than zero.');
  },
};

export const AmountNegative: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, { amount: '-25', detail: 'TQ4xW9mQzv3fXk8YhB2dLpNsRa7cJe1GtU' });
    await expectRefused(canvasElement, args, 'Amount', 'The amount must be greater than zero.');
  },
};

export const AddressRequired: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, { amount: '100' });
    await expectRefused(canvasElement, args, 'Wallet address', 'Enter the wallet address to pay.');
  },
};

export const ProofRequired: Story = {
  args: { mode: 'deposit' },
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, { amount: '100' });
    await expectRefused(canvasElement, args, 'Transaction proof', 'Enter the transaction proof.');
  },
};

/** Fixing the refused field clears its message; the valid request is sent. */
export const SubmitsWithdrawal: Story = {
  play: async ({ canvasElement, args }) => {
    const { body } = await fill(canvasElement, { amount: 'abc' });
    const amount = body.getByRole('textbox', { name: 'Amount' });
    await expect(body.getByText('Enter the wallet address to pay.')).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '250.5');
    await expect(amount).toBeValid();
    await fill(canvasElement, { detail: '  TQ4xW9mQzv3fXk8YhB2dLpNsRa7cJe1GtU ' });
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const [request] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]!;
    await expect(request).toStrictEqual({
      type: 'withdrawal',
      amount: 250.5,
      address: 'TQ4xW9mQzv3fXk8YhB2dLpNsRa7cJe1GtU',
    });
    await expect(Object.keys(request as object).sort()).toEqual(['address', 'amount', 'type']);
  },
};

export const SubmitsDeposit: Story = {
  args: { mode: 'deposit' },
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, {
      amount: '1,000',
      detail: '0x9f2c4e7a1b3d5f6e8a0c2e4b6d8f0a1c3e5b7d9f1a2c4e6b8d0f2a4c6e8b0d2f',
    });
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const [request] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]!;
    await expect(request).toStrictEqual({
      type: 'deposit',
      amount: 1000,
      proof: '0x9f2c4e7a1b3d5f6e8a0c2e4b6d8f0a1c3e5b7d9f1a2c4e6b8d0f2a4c6e8b0d2f',
    });
    await expect(Object.keys(request as object).sort()).toEqual(['amount', 'proof', 'type']);
  },
};

/** While the request is on its way the button says so, ignores presses, and fields are read-only. */
export const Submitting: Story = {
  args: { outcome: 'pending' },
  play: async ({ canvasElement, args }) => {
    const { body } = await fill(canvasElement, {
      amount: '120',
      detail: 'TQ4xW9mQzv3fXk8YhB2dLpNsRa7cJe1GtU',
    });
    const submit = body.getByRole('button', { name: /Submit request/ });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(body.getByRole('textbox', { name: 'Amount' })).toHaveAttribute('readonly');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** A refused request says "Error: {message}" and keeps everything typed. */
export const Failure: Story = {
  args: { outcome: 'fail' },
  play: async ({ canvasElement, args }) => {
    const { body, detailField } = await fill(canvasElement, {
      amount: '5000',
      detail: 'TQ4xW9mQzv3fXk8YhB2dLpNsRa7cJe1GtU',
    });
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(await body.findByRole('alert')).toHaveTextContent(
      'Error: Insufficient iziDol balance for this withdrawal.',
    );
    await expect(body.getByRole('textbox', { name: 'Amount' })).toHaveValue('5000');
    await expect(detailField).toHaveValue('TQ4xW9mQzv3fXk8YhB2dLpNsRa7cJe1GtU');
  },
};
