import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, userEvent } from 'storybook/test';
import { sample } from '../../storybook/samples.messages';
import { NumberField } from './NumberField';

const meta = {
  title: 'Primitives/NumberField',
  component: NumberField,
  args: { label: <FormattedMessage {...sample.amount} />, unit: 'USDT' },
  decorators: [(Story) => <div style={{ inlineSize: '20rem' }}>{Story()}</div>],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '250.5');
    await expect(input).toHaveValue('250.5');
  },
};

export const Filled: Story = { args: { defaultValue: '1250.00' } };

export const WithError: Story = {
  args: { defaultValue: 'abc', error: <FormattedMessage {...sample.amountInvalid} /> },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter a number above zero.');
  },
};
