import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sample } from '../../storybook/samples.messages';
import { AlertDialog, alertTones } from './AlertDialog';

const meta = {
  title: 'Primitives/AlertDialog',
  component: AlertDialog,
  args: {
    open: true,
    tone: 'success',
    message: <FormattedMessage {...sample.soldNotice} />,
    onClose: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const alert = await page.findByRole('alertdialog', { name: 'Done' });
    await expect(alert).toHaveAccessibleDescription('Character sold successfully!');
    const ok = page.getByRole('button', { name: 'OK' });
    await waitFor(() => expect(ok).toHaveFocus());
    await userEvent.click(ok);
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Error: Story = {
  args: { tone: 'error', message: <FormattedMessage {...sample.fillAllFields} /> },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByRole('alertdialog', { name: 'Something went wrong' }),
    ).toBeVisible();
  },
};

export const Info: Story = { args: { tone: 'info' } };

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
