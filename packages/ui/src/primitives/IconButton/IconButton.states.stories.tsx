import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { fn } from 'storybook/test';
import { BellIcon } from '../../icons';
import { sample } from '../../storybook/samples.messages';
import { StateGrid, stateGridStates, pseudoStateDecorators } from '../../storybook/StateGrid';
import { expectStatesShown } from '../../storybook/StateGrid.play';
import { IconButton, iconButtonVariants, type IconButtonProps } from './IconButton';

/** Stories pass a translated label, as every caller must. */
function Localized(props: Omit<IconButtonProps, 'label' | 'icon'>) {
  const intl = useIntl();
  return <IconButton {...props} icon={<BellIcon />} label={intl.formatMessage(sample.manage)} />;
}

const meta = {
  title: 'States/IconButton',
  component: Localized,
  args: { onClick: fn() },
  ...stateGridStates,
  decorators: pseudoStateDecorators,
} satisfies Meta<typeof Localized>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each variant at rest, hovered, focused from the keyboard, pressed and disabled. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid rows={iconButtonVariants}>
      {(variant, state) => (
        <Localized {...args} variant={variant} disabled={state === 'disabled'} />
      )}
    </StateGrid>
  ),
  play: ({ canvasElement }) => expectStatesShown(canvasElement),
};
