import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sample } from '../../storybook/samples.messages';
import { Button } from '../Button';
import { Dialog, dialogSizes, type DialogProps } from './Dialog';

function WithOpener(
  props: Omit<DialogProps, 'open' | 'onClose'> & { onClose: () => void; initiallyOpen?: boolean },
) {
  const { initiallyOpen = false, onClose, ...rest } = props;
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <FormattedMessage {...sample.openDialog} />
      </Button>
      <Dialog
        {...rest}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: WithOpener,
  args: {
    title: <FormattedMessage {...sample.dialogTitle} />,
    children: (
      <p>
        <FormattedMessage {...sample.dialogBody} />
      </p>
    ),
    footer: (
      <Button>
        <FormattedMessage {...sample.upgrade} />
      </Button>
    ),
    onClose: fn(),
    initiallyOpen: true,
  },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
} satisfies Meta<typeof WithOpener>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Medallion details',
    });
    await expect(dialog).toHaveAttribute('open');
  },
};

/** Focus moves in on open, Esc closes, and focus returns to the button that opened it. */
export const FocusAndEscape: Story = {
  args: { initiallyOpen: false },
  play: async ({ canvas, canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Open details' });
    await userEvent.click(opener);
    const dialog = await page.findByRole('dialog', { name: 'Medallion details' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(opener).toHaveFocus();
    await expect(page.queryByRole('dialog')).toBeNull();
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/**
 * Closed and opened again before the browser's close event arrives (it comes as a task of its
 * own, after the dialog is open again): the late event closes nothing, calls no `onClose` and
 * leaves focus in the dialog.
 */
export const ReopenedAtOnce: Story = {
  // It ends showing what Open shows.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Medallion details' });
    const closeEvent = new Promise((resolve) =>
      dialog.addEventListener('close', resolve, { once: true }),
    );
    // Both in one task: React renders a click's update in a microtask, awaited here.
    within(dialog).getByRole('button', { name: 'Close' }).click();
    await Promise.resolve();
    expect(dialog).not.toHaveAttribute('open');
    canvas.getByRole('button', { name: 'Open details' }).click();
    await Promise.resolve();
    expect(dialog).toHaveAttribute('open');
    await closeEvent;
    await new Promise(requestAnimationFrame);
    await expect(dialog).toHaveAttribute('open');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(dialog.contains(document.activeElement)).toBe(true);
  },
};

export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
