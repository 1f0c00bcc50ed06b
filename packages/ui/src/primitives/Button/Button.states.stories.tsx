import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { fn } from 'storybook/test';
import { PlusIcon } from '../../icons';
import { sample } from '../../storybook/samples.messages';
import { StateGrid, stateGridStates, pseudoStateDecorators } from '../../storybook/StateGrid';
import { expectStatesShown } from '../../storybook/StateGrid.play';
import { Button, buttonVariants } from './Button';

const meta = {
  title: 'States/Button',
  component: Button,
  args: { children: <FormattedMessage {...sample.confirm} />, onClick: fn() },
  ...stateGridStates,
  decorators: pseudoStateDecorators,
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each variant at rest, hovered, focused from the keyboard, pressed and disabled. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid rows={buttonVariants}>
      {(variant, state) => <Button {...args} variant={variant} disabled={state === 'disabled'} />}
    </StateGrid>
  ),
  play: ({ canvasElement }) => expectStatesShown(canvasElement),
};

/** With an icon, in the small and large sizes. */
export const WithIconAndSizes: Story = {
  render: (args) => (
    <StateGrid rows={['sm', 'lg'] as const}>
      {(size, state) => (
        <Button {...args} size={size} icon={<PlusIcon />} disabled={state === 'disabled'} />
      )}
    </StateGrid>
  ),
  play: ({ canvasElement }) => expectStatesShown(canvasElement),
};
