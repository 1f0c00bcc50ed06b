import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, userEvent } from 'storybook/test';
import { sample } from '../../storybook/samples.messages';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: { label: <FormattedMessage {...sample.password} /> },
  decorators: [(Story) => <div style={{ inlineSize: '20rem' }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'secret-42');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** The eye button reveals the password and hides it again; its name says which it will do. */
export const ToggleVisibility: Story = {
  args: { defaultValue: 'secret-42' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const WithError: Story = { args: { error: <FormattedMessage {...sample.fillAllFields} /> } };

/** A disabled field takes nothing: neither typing nor its show-password button. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'secret-42' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

/**
 * In a column narrower than an input's default width (a 320 px phone, or a page zoomed to 400%),
 * the field shrinks to the column: the input and its eye button stay inside it.
 */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ inlineSize: '12rem' }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password').getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'Show password' }).getBoundingClientRect();
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    const start = Math.min(input.left, button.left);
    const end = Math.max(input.right, button.right);
    await expect(end - start).toBeLessThanOrEqual(12 * rem);
  },
};
