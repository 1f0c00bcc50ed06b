import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { sample } from '../../storybook/samples.messages';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    destructive: true,
    message: <FormattedMessage {...sample.sellQuestion} />,
    confirmLabel: <FormattedMessage {...sample.sell} />,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Destructive: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: 'Please confirm' });
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to sell this character?',
    );
    const cancel = page.getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.click(page.getByRole('button', { name: 'Sell' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const sell = await page.findByRole('button', { name: /Sell/ });
    await expect(sell).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(sell);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // Cancel is disabled while the action runs, and so is Esc.
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const dialog = page.getByRole('alertdialog', { name: 'Please confirm' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(dialog).toHaveAttribute('open');
  },
};

export const Neutral: Story = { args: { destructive: false, confirmLabel: undefined } };
