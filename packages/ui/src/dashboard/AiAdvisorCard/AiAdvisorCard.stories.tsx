import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AiAdvisorCard } from './AiAdvisorCard';

const meta = {
  title: 'Dashboard/AiAdvisorCard',
  component: AiAdvisorCard,
  args: { onOpen: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '26rem' }}>{Story()}</div>],
} satisfies Meta<typeof AiAdvisorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'AI advisor' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ask the advisor' }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};
