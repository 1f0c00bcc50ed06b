import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect } from 'storybook/test';
import { sample } from '../../storybook/samples.messages';
import { Button } from '../Button';
import { Card, cardPaddings, cardTones } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    title: <FormattedMessage {...sample.walletTitle} />,
    children: (
      <p>
        <FormattedMessage {...sample.walletBody} />
      </p>
    ),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: cardTones },
    padding: { control: 'inline-radio', options: cardPaddings },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Wallet' })).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <Button size="sm" variant="secondary">
        <FormattedMessage {...sample.manage} />
      </Button>
    ),
  },
};

export const Untitled: Story = { args: { title: undefined } };

/** The tones side by side (untitled, so that the page has no three regions of one name). */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {cardTones.map((tone) => (
        <Card key={tone} {...args} title={undefined} tone={tone} />
      ))}
    </div>
  ),
};
