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

/**
 * The colour a theme token (`vars.color.*`) has where `near` is: the tokens are defined on the
 * story's theme wrapper, not on the canvas, so the probe goes beside the field.
 */
function tokenColor(near: Element, token: string) {
  const probe = (near.closest('label, div') ?? near).appendChild(document.createElement('span'));
  probe.style.color = token;
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

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
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email or username' });
    await expect(input).toBeDisabled();
    const frame = getComputedStyle(input.parentElement ?? input);
    await expect(frame.cursor).toBe('not-allowed');
    // The enabled field's frame is the surface; the disabled one's is the sunken surface.
    await expect(frame.backgroundColor).toBe(tokenColor(input, vars.color.surfaceSunken));
    await expect(frame.backgroundColor).not.toBe(tokenColor(input, vars.color.surface));
  },
};

/** Disabled while its form is sent: the frame still says what was wrong, in the error colour. */
export const DisabledWithError: Story = {
  args: {
    disabled: true,
    defaultValue: 'sa',
    error: <FormattedMessage {...sample.usernameRequired} />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email or username' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveAccessibleDescription('Enter your username.');
    await expect(getComputedStyle(input.parentElement ?? input).borderColor).toBe(
      tokenColor(input, vars.color.danger),
    );
  },
};
