import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect } from 'storybook/test';
import { sample } from '../../storybook/samples.messages';
import { ProgressBar, progressTones } from './ProgressBar';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { value: 75, label: <FormattedMessage {...sample.knowledge} /> },
  argTypes: { tone: { control: 'inline-radio', options: progressTones } },
  decorators: [(Story) => <div style={{ inlineSize: '18rem' }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Knowledge' });
    await expect(bar).toHaveAttribute('aria-valuenow', '75');
    await expect(bar).toHaveAttribute('aria-valuetext', '75%');
  },
};

export const Empty: Story = { args: { value: 0 } };
export const Full: Story = { args: { value: 100, tone: 'success' } };

/** Out-of-range input is clamped, never drawn past the track. */
export const Clamped: Story = {
  args: { value: 140, label: <FormattedMessage {...sample.energy} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Energy' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {progressTones.map((tone, index) => (
        <ProgressBar key={tone} {...args} tone={tone} value={20 + index * 25} />
      ))}
    </div>
  ),
};

export const WithoutValue: Story = { args: { showValue: false } };
