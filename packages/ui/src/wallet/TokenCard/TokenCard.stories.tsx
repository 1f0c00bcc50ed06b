import { fixtures } from '@izi/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TokenCard, walletTokens } from './TokenCard';

const meta = {
  title: 'Wallet/TokenCard',
  component: TokenCard,
  args: { token: 'iziDol', balance: fixtures.wallet.iziDolBalance },
  argTypes: { token: { control: 'inline-radio', options: walletTokens } },
  decorators: [(Story) => <div style={{ inlineSize: '18rem' }}>{Story()}</div>],
} satisfies Meta<typeof TokenCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A region named by its token, saying what the token is, with a two-decimal balance. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'iziDol' });
    await expect(card).toHaveTextContent('The stable coin');
    await expect(card).toHaveTextContent('1,250.50 DOL');
  },
};

/** A placeholder stands in for the balance while it loads. */
export const Loading: Story = { args: { token: 'iziDom', balance: undefined } };
