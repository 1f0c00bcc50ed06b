import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Footer } from './Footer';
import { onPhone } from '../../storybook/storyStates';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: { onLinkSelect: fn() },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** About, support and terms each call back with their name; the copyright line says 2025. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByText('© 2025 izi. All rights reserved.')).toBeVisible();
    for (const [name, link] of [
      ['About', 'about'],
      ['Support', 'support'],
      ['Terms', 'terms'],
    ] as const) {
      await userEvent.click(canvas.getByRole('button', { name }));
      await expect(args.onLinkSelect).toHaveBeenLastCalledWith(link);
    }
    await expect(args.onLinkSelect).toHaveBeenCalledTimes(3);
  },
};

export const Narrow: Story = {
  globals: onPhone,
  decorators: [(Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>],
};
