import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, SkeletonGroup, skeletonShapes } from './Skeleton';
import { playLoading } from '../../storybook/storyStates';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { shape: 'text', width: '16rem' },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Skeleton shape="circle" width="3rem" height="3rem" />
      <Skeleton shape="rect" width="8rem" height="4rem" />
      <Skeleton shape="text" width="10rem" />
    </div>
  ),
};

/** A loading card body: the shapes are hidden from screen readers, which hear "Loading…". */
export const Group: Story = {
  render: () => (
    <div style={{ inlineSize: '20rem' }}>
      <SkeletonGroup lines={4} />
    </div>
  ),
  play: playLoading,
};
