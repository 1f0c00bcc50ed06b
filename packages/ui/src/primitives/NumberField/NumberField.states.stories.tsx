import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { sample } from '../../storybook/samples.messages';
import { StateGrid, stateGridStates, pseudoStateDecorators } from '../../storybook/StateGrid';
import { expectStatesShown } from '../../storybook/StateGrid.play';
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
export const AllStates: Story = {
  render: (args) => (
    <StateGrid rows={['empty', 'filled', 'error'] as const} statesAs="rows">
      {(row, state) => (
        <NumberField
          {...args}
          defaultValue={{ empty: undefined, filled: '1250.00', error: 'abc' }[row]}
          error={row === 'error' ? <FormattedMessage {...sample.amountInvalid} /> : undefined}
          disabled={state === 'disabled'}
        />
      )}
    </StateGrid>
  ),
  play: ({ canvasElement }) => expectStatesShown(canvasElement),
};
