import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { fn } from 'storybook/test';
import { sample } from '../../storybook/samples.messages';
import { stateGridStates, pseudoStateDecorators } from '../../storybook/StateGrid';
import { fieldStatesStory } from '../../storybook/stateStories';
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
export const AllStates: Story = fieldStatesStory(TextField, {
  filled: 'sara.ahmadi@example.com',
  error: <FormattedMessage {...sample.usernameRequired} />,
});
