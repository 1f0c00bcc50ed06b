import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { forcedStates, pseudoStateDecorators } from '../../storybook/StateGrid';
import { QuickLinks } from './QuickLinks';

const link = (n: number) => `li:nth-child(${n}) > button`;

const meta = {
  title: 'States/QuickLinks',
  component: QuickLinks,
  args: { onNavigate: fn() },
  decorators: [
    ...pseudoStateDecorators,
    (Story) => <div style={{ maxInlineSize: '26rem' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof QuickLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Links that act as cards, one state each: Marketplace hovered, Wallet focused from the keyboard,
 * iziShop pressed (the Playground story shows them at rest).
 */
export const HoverFocusPressed: Story = {
  ...forcedStates({ hover: [link(1), link(3)], focusVisible: [link(2)], active: [link(3)] }),
  play: async ({ canvas }) => {
    for (const name of [/^Marketplace/, /^Wallet/, /^iziShop/]) {
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
    }
  },
};
