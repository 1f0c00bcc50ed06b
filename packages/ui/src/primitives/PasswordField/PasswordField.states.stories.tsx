import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { sample } from '../../storybook/samples.messages';
import { StateGrid, stateGridStates, pseudoStateDecorators } from '../../storybook/StateGrid';
import { expectStatesShown } from '../../storybook/StateGrid.play';
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
export const AllStates: Story = {
  render: (args) => (
    <StateGrid rows={['empty', 'filled', 'error'] as const} statesAs="rows">
      {(row, state) => (
        <PasswordField
          {...args}
          defaultValue={row === 'empty' ? undefined : 'secret-42'}
          error={row === 'error' ? <FormattedMessage {...sample.fillAllFields} /> : undefined}
          disabled={state === 'disabled'}
        />
      )}
    </StateGrid>
  ),
  play: ({ canvasElement }) => expectStatesShown(canvasElement),
};
