import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LoadError, loadErrorReasons } from './LoadError';
import { loadErrorTexts } from './LoadError.play';
import { onPhone } from '../../storybook/storyStates';

const meta = {
  title: 'Primitives/LoadError',
  component: LoadError,
  args: { onRetry: fn() },
  argTypes: { reason: { control: 'inline-radio', options: loadErrorReasons } },
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
  globals: onPhone,
};

/** The server failed (a 5xx): try again later. */
export const ServerFailed: Story = {
  args: { reason: 'server' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(loadErrorTexts.server);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The answer could not be read: contact support; Try again is still offered. */
export const Unreadable: Story = {
  args: { reason: 'unreadable' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(loadErrorTexts.unreadable);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The session ended (a 401). */
export const SessionEnded: Story = {
  args: { reason: 'session' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(loadErrorTexts.session);
  },
};
