import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { sample } from '../../storybook/samples.messages';
import { stateGridStates, pseudoStateDecorators } from '../../storybook/StateGrid';
import { fieldStatesStory } from '../../storybook/stateStories';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'States/PasswordField',
  component: PasswordField,
  args: { label: <FormattedMessage {...sample.password} /> },
  ...stateGridStates,
  decorators: pseudoStateDecorators,
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Empty, filled and in error, at rest, hovered, focused from the keyboard, pressed and disabled:
 * the field and its show-password button take each state together.
 */
export const AllStates: Story = fieldStatesStory(PasswordField, {
  filled: 'secret-42',
  error: <FormattedMessage {...sample.fillAllFields} />,
});
