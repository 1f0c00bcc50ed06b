import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage, useIntl } from 'react-intl';
import { fn } from 'storybook/test';
import { sample } from '../../storybook/samples.messages';
import { pseudoStateDecorators } from '../../storybook/StateGrid';
import { menuButtonStory, openMenuStory } from '../../storybook/stateStories';
import { Menu, type MenuProps } from './Menu';

/** The header's Dashboards menu, with translated labels. */
function DashboardsMenu(props: Pick<MenuProps, 'onSelect'>) {
  const intl = useIntl();
  const items = [
    { id: 'main', label: intl.formatMessage(sample.main), current: true },
    { id: 'peta', label: 'PETA' },
    { id: 'beta', label: 'BETA' },
    { id: 'ata', label: 'ATA' },
  ];
  return <Menu {...props} label={<FormattedMessage {...sample.dashboards} />} items={items} />;
}

const meta = {
  title: 'States/Menu',
  component: DashboardsMenu,
  args: { onSelect: fn() },
  decorators: pseudoStateDecorators,
} satisfies Meta<typeof DashboardsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The menu's button at rest, hovered, focused from the keyboard and pressed (it has no disabled
 * state).
 */
export const Button: Story = menuButtonStory(DashboardsMenu);

/**
 * The open menu's items, opened from the keyboard: the current page's item (Main) has the
 * keyboard focus, PETA is at rest, BETA is hovered and ATA pressed.
 */
export const Items: Story = openMenuStory({
  button: 'Dashboards',
  focused: { role: 'menuitem', name: 'Main', attribute: ['aria-current', 'page'] },
  hovered: 3,
  pressed: 4,
});
