import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LoadError } from './LoadError';

const meta = {
  title: 'Primitives/LoadError',
  component: LoadError,
  args: { onRetry: fn() },
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A load failed: the notice is an alert, and Try again asks the owner to load again. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Could not load this. Check your connection and try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Asking again: the button says so and ignores more clicks. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas, args }) => {
    const retry = canvas.getByRole('button', { name: /Try again/ });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** On a phone. */
export const Narrow: Story = {
  parameters: { screenshot: { viewport: { width: 390, height: 844 } } },
};
