import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { fn } from 'storybook/test';
import { sample } from '../../storybook/samples.messages';
import { StateGrid, stateGridStates, pseudoStateDecorators } from '../../storybook/StateGrid';
import { expectStatesShown } from '../../storybook/StateGrid.play';
import { TextField } from './TextField';

const meta = {
  title: 'States/TextField',
  component: TextField,
  args: { label: <FormattedMessage {...sample.username} />, onChange: fn() },
  ...stateGridStates,
  decorators: pseudoStateDecorators,
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, filled and in error: at rest, hovered, focused from the keyboard, pressed, disabled. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid rows={['empty', 'filled', 'error'] as const} statesAs="rows">
      {(row, state) => (
        <TextField
          {...args}
          defaultValue={row === 'empty' ? undefined : 'sara.ahmadi@example.com'}
          error={row === 'error' ? <FormattedMessage {...sample.usernameRequired} /> : undefined}
          disabled={state === 'disabled'}
        />
      )}
    </StateGrid>
  ),
  play: ({ canvasElement }) => expectStatesShown(canvasElement),
};
