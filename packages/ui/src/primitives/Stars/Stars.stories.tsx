import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stars } from './Stars';

const meta = {
  title: 'Primitives/Stars',
  component: Stars,
  args: { level: 2 },
  argTypes: { level: { control: { type: 'range', min: 0, max: 4, step: 1 } } },
} satisfies Meta<typeof Stars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '2 of 4 stars' })).toBeVisible();
  },
};

/** Every level from none to the maximum. */
export const AllLevels: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {[0, 1, 2, 3, 4].map((level) => (
        <Stars key={level} level={level} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(5);
    await expect(canvas.getByRole('img', { name: '4 of 4 stars' })).toBeVisible();
  },
};

export const Large: Story = { args: { level: 4, size: 32 } };
