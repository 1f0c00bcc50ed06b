import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { QuickLinks } from './QuickLinks';
import { onPhone } from '../../storybook/storyStates';

const meta = {
  title: 'Dashboard/QuickLinks',
  component: QuickLinks,
  args: { onNavigate: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '26rem' }}>{Story()}</div>],
} satisfies Meta<typeof QuickLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Marketplace/ }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('marketplace');
    await userEvent.click(canvas.getByRole('button', { name: /^Wallet/ }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('wallet');
    await userEvent.click(canvas.getByRole('button', { name: /^iziShop/ }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('iziShop');
  },
};

export const Narrow: Story = {
  globals: onPhone,
};
