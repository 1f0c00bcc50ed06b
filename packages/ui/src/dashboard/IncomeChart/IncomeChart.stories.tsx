import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IncomeChart } from './IncomeChart';
import { onPhone } from '../../storybook/storyStates';

const meta = {
  title: 'Dashboard/IncomeChart',
  component: IncomeChart,
  decorators: [(Story) => <div style={{ maxInlineSize: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof IncomeChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: the fixed 15,000 DOT figure and the legend, with an image named for screen readers. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('15,000 DOT')).toBeVisible();
    await expect(canvas.getByText('last 7 days')).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'Income growing over the last 7 days, to 15,000 DOT' }),
    ).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: onPhone,
};
