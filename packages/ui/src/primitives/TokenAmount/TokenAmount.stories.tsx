import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TokenAmount, tokenAmountSizes, tokens } from './TokenAmount';

const meta = {
  title: 'Primitives/TokenAmount',
  component: TokenAmount,
  args: { value: 1234.5, token: 'iziDot' },
  argTypes: {
    token: { control: 'inline-radio', options: tokens },
    size: { control: 'inline-radio', options: tokenAmountSizes },
  },
} satisfies Meta<typeof TokenAmount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('1,234.50 DOT');
  },
};

export const AllTokens: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {tokens.map((token) => (
        <TokenAmount key={token} {...args} token={token} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('1,234.50 DOL');
    await expect(canvasElement).toHaveTextContent('1,234.50 DOM');
    await expect(canvasElement).toHaveTextContent('$1,234.50');
  },
};

export const Zero: Story = { args: { value: 0 } };
export const Large: Story = { args: { value: 98765432.1, size: 'lg', token: 'iziDol' } };

export const Signed: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <TokenAmount {...args} value={250} signed />
      <TokenAmount {...args} value={-75.5} signed />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('+250.00 DOT');
    await expect(canvasElement).toHaveTextContent('−75.50 DOT');
  },
};
