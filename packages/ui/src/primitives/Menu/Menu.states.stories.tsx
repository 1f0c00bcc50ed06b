import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage, useIntl } from 'react-intl';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { sample } from '../../storybook/samples.messages';
import {
  forcedStates,
  StateGrid,
  stateGridStates,
  pseudoStateDecorators,
} from '../../storybook/StateGrid';
import { expectStatesShown } from '../../storybook/StateGrid.play';
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
export const Button: Story = {
  ...stateGridStates,
  render: (args) => (
    <StateGrid rows={['closed'] as const} states={['rest', 'hover', 'focus-visible', 'active']}>
      {() => <DashboardsMenu {...args} />}
    </StateGrid>
  ),
  play: ({ canvasElement }) => expectStatesShown(canvasElement),
};

/**
 * The open menu's items, opened from the keyboard: the current page's item (Main) has the
 * keyboard focus, PETA is at rest, BETA is hovered and ATA pressed.
 */
export const Items: Story = {
  ...forcedStates({
    hover: ['[role="menu"] > :nth-child(3)', '[role="menu"] > :nth-child(4)'],
    active: ['[role="menu"] > :nth-child(4)'],
  }),
  decorators: [(Story) => <div style={{ minBlockSize: '16rem' }}>{Story()}</div>],
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Dashboards' }).focus();
    await userEvent.keyboard('{Enter}');
    const main = await canvas.findByRole('menuitem', { name: 'Main' });
    await waitFor(() => expect(main).toHaveFocus());
    await expect(main).toHaveAttribute('aria-current', 'page');
  },
};
