import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { sample } from '../../storybook/samples.messages';
import { stateGridStates, pseudoStateDecorators } from '../../storybook/StateGrid';
import { fieldStatesStory } from '../../storybook/stateStories';
import { NumberField } from './NumberField';

const meta = {
  title: 'States/NumberField',
  component: NumberField,
  args: { label: <FormattedMessage {...sample.amount} />, unit: 'USDT' },
  ...stateGridStates,
  decorators: pseudoStateDecorators,
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, filled and in error: at rest, hovered, focused from the keyboard, pressed, disabled. */
export const AllStates: Story = fieldStatesStory(NumberField, {
  filled: '1250.00',
  invalid: 'abc',
  error: <FormattedMessage {...sample.amountInvalid} />,
});
