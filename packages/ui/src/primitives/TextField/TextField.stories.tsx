import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchIcon } from '../../icons';
import { sample } from '../../storybook/samples.messages';
import { vars } from '../../theme/contract.css';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: <FormattedMessage {...sample.username} />, onChange: fn() },
  decorators: [(Story) => <div style={{ inlineSize: '20rem' }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email or username' });
    await userEvent.type(input, 'sara');
    await expect(input).toHaveValue('sara');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
  },
};

export const Filled: Story = { args: { defaultValue: 'sara.ahmadi@example.com' } };

export const WithDescription: Story = {
  args: { description: <FormattedMessage {...sample.usernameHint} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(
      'The name you signed up with, or its email.',
    );
  },
};

/** The error is tied to the input, so a screen reader reads it with the field. */
export const WithError: Story = {
  args: {
    description: <FormattedMessage {...sample.usernameHint} />,
    error: <FormattedMessage {...sample.usernameRequired} />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email or username' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'The name you signed up with, or its email. Enter your username.',
    );
  },
};

export const WithIcon: Story = { args: { startAdornment: <SearchIcon size={18} /> } };

/** Disabled: its frame sinks into the page and refuses the pointer, its text muted but legible. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'sara' },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Email or username' });
    await expect(input).toBeDisabled();
    const frame = getComputedStyle(input.parentElement ?? input);
    await expect(frame.cursor).toBe('not-allowed');
    // The enabled field's frame is the surface; the disabled one's is not.
    const probe = canvasElement.appendChild(document.createElement('div'));
    probe.style.backgroundColor = vars.color.surface;
    const surface = getComputedStyle(probe).backgroundColor;
    probe.remove();
    await expect(frame.backgroundColor).not.toBe(surface);
  },
};
