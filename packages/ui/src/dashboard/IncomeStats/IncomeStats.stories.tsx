import { fixtures } from '@izi/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LoadError } from '../../primitives/LoadError';
import { expectLoadErrorThatRetries } from '../../primitives/LoadError/LoadError.play';
import { IncomeStats } from './IncomeStats';
import { onPhone } from '../../storybook/storyStates';

const meta = {
  title: 'Dashboard/IncomeStats',
  component: IncomeStats,
  args: fixtures.stats,
  decorators: [(Story) => <div style={{ maxInlineSize: '44rem' }}>{Story()}</div>],
} satisfies Meta<typeof IncomeStats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: '7-day income' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Estimated total value' })).toBeVisible();
    await expect(canvasElement).toHaveTextContent('$18,450.25');
    await expect(canvasElement).toHaveTextContent('DOT');
  },
};

/** Both figures still loading: each has its own placeholder. */
export const Loading: Story = {
  args: { sevenDayIncome: undefined, totalValue: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
  },
};

/** The income has arrived, the total value has not. */
export const PartlyLoaded: Story = {
  args: { totalValue: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
  },
};

export const Narrow: Story = {
  globals: onPhone,
};

const retry = fn();

/**
 * The stats call failed (beyond the spec, which keeps the skeletons): one card names both figures
 * and says what failed, with Try again; no placeholder stays.
 */
export const LoadFailed: Story = {
  args: {
    sevenDayIncome: undefined,
    totalValue: undefined,
    loadError: <LoadError reason="unreadable" onRetry={retry} />,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { name: '7-day income and estimated total value' }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
    await expectLoadErrorThatRetries(canvas, retry, 'unreadable');
  },
};
