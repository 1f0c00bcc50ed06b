import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QuestsCard } from './QuestsCard';
import { onPhone } from '../../storybook/storyStates';

const meta = {
  title: 'Dashboard/QuestsCard',
  component: QuestsCard,
  decorators: [(Story) => <div style={{ maxInlineSize: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof QuestsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three hard-coded quests: 100, 500 and 1000 DOT at 100, 75 and 20 percent. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const bars = canvas.getAllByRole('progressbar');
    await expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['100', '75', '20']);
    await expect(
      canvas.getByRole('progressbar', { name: 'Collect your first daily income' }),
    ).toBeVisible();
    await expect(canvasElement).toHaveTextContent('Reward: 100.00 DOT');
    await expect(canvasElement).toHaveTextContent('Reward: 500.00 DOT');
    await expect(canvasElement).toHaveTextContent('Reward: 1,000.00 DOT');
    await expect(canvas.getByText('Completed')).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: onPhone,
};
