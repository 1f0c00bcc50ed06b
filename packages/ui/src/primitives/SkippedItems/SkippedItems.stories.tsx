import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SkippedItems } from './SkippedItems';

const meta = {
  title: 'Primitives/SkippedItems',
  component: SkippedItems,
  args: { count: 3 },
} satisfies Meta<typeof SkippedItems>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Some items of a list could not be read: the note says how many (plural). */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('3 items could not be shown.');
  },
};

/** One item: the singular. */
export const One: Story = {
  args: { count: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('1 item could not be shown.');
  },
};

/** None left out: nothing shows. */
export const None: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[role="note"]')).toBeNull();
  },
};
