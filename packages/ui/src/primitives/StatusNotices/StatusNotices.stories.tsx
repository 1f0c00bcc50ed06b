import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import { onPhone } from '../../storybook/storyStates';
import { sample } from '../../storybook/samples.messages';
import { Button } from '../Button';
import { StatusNotices, type StatusNotice, type StatusNoticesProps } from './StatusNotices';

const added: StatusNotice = { id: 1, message: <FormattedMessage {...sample.addedNotice} /> };
const sold: StatusNotice = { id: 2, message: <FormattedMessage {...sample.soldNotice} /> };

/**
 * The notices over a page with an Add to cart button (at the block-end, inline-end corner with
 * `atCorner`): the button adds a notice, closing one removes it, as the app's provider does.
 */
function WithPage({
  notices: initial,
  onDismiss,
  durationMs,
  atCorner = false,
}: StatusNoticesProps & { atCorner?: boolean }) {
  const [notices, setNotices] = useState(initial);
  return (
    <>
      <div style={atCorner ? { position: 'absolute', insetBlockEnd: 0, insetInlineEnd: 0 } : {}}>
        <Button
          onClick={() => setNotices((shown) => [...shown, { ...added, id: shown.length + 10 }])}
        >
          <FormattedMessage {...sample.addToCart} />
        </Button>
      </div>
      <StatusNotices
        notices={notices}
        durationMs={durationMs}
        onDismiss={(id) => {
          onDismiss(id);
          setNotices((shown) => shown.filter((notice) => notice.id !== id));
        }}
      />
    </>
  );
}

const meta = {
  title: 'Primitives/StatusNotices',
  component: WithPage,
  args: { notices: [added], onDismiss: fn(), durationMs: null },
  // The story's frame holds the fixed stack (a transformed box contains what is fixed in it), so
  // that its screenshot shows the corner.
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', transform: 'translateZ(0)', minBlockSize: '14rem' }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof WithPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('status', { name: 'Notifications' });

/** One confirmation: in the polite live region, with a close button. */
export const One: Story = {
  play: async ({ canvas }) => {
    await expect(region(canvas)).toHaveTextContent('The headphones are in your cart.');
    await expect(canvas.getByRole('button', { name: 'Close notification' })).toBeVisible();
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** Two at once, stacked, the newest nearest the corner. */
export const Several: Story = {
  args: { notices: [sold, added] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Close notification' })).toHaveLength(2);
    await expect(region(canvas)).toHaveTextContent(
      'Character sold successfully!The headphones are in your cart.',
    );
  },
};

/** None: the region is there, empty, so that screen readers follow it before anything comes. */
export const Empty: Story = {
  args: { notices: [] },
  play: async ({ canvas }) => {
    await expect(region(canvas)).toBeEmptyDOMElement();
  },
};

/** On a phone: the width of the screen, along its bottom. */
export const Phone: Story = {
  globals: onPhone,
  args: { notices: [sold, added] },
  play: async ({ canvas }) => {
    await expect(region(canvas)).toHaveTextContent('Character sold successfully!');
  },
};

/** A notice that comes leaves the focus on the control that caused it. */
export const FocusStays: Story = {
  args: { notices: [] },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    const add = canvas.getByRole('button', { name: 'Add to cart' });
    await userEvent.click(add);
    await expect(region(canvas)).toHaveTextContent('The headphones are in your cart.');
    await expect(add).toHaveFocus();
  },
};

/** By keyboard: Tab to the close button and press it; the focus goes back where it was. */
export const CloseByKeyboard: Story = {
  args: { notices: [] },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    const add = canvas.getByRole('button', { name: 'Add to cart' });
    await userEvent.click(add);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close notification' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(region(canvas)).toBeEmptyDOMElement();
    await expect(add).toHaveFocus();
  },
};

/** Escape, with the focus inside a notice, closes that notice. */
export const EscapeCloses: Story = {
  args: { notices: [sold, added] },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    const [first] = canvas.getAllByRole('button', { name: 'Close notification' });
    first?.focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledWith(sold.id);
    await expect(region(canvas)).toHaveTextContent('The headphones are in your cart.');
    await expect(region(canvas)).not.toHaveTextContent('Character sold successfully!');
  },
};

/** Each notice goes by itself after its time. */
export const GoesByItself: Story = {
  args: { durationMs: 300 },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith(added.id));
    await expect(region(canvas)).toBeEmptyDOMElement();
  },
};

/** While the focus is in it (or the pointer over it), a notice waits; then its time runs on. */
export const WaitsWhileFocused: Story = {
  args: { durationMs: 300 },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    const close = canvas.getByRole('button', { name: 'Close notification' });
    close.focus();
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(args.onDismiss).not.toHaveBeenCalled();
    close.blur();
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith(added.id));
  },
};

/** Caused by a control in the corner: the stack goes to the other end and leaves it uncovered. */
export const NeverCoversItsControl: Story = {
  args: { notices: [], atCorner: true },
  play: async ({ canvas }) => {
    const add = canvas.getByRole('button', { name: 'Add to cart' });
    await userEvent.click(add);
    const stack = region(canvas).getBoundingClientRect();
    const button = add.getBoundingClientRect();
    await expect(add).toHaveFocus();
    await expect(stack.bottom <= button.top || stack.top >= button.bottom).toBe(true);
  },
};
