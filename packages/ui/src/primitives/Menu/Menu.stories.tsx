import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage, useIntl } from 'react-intl';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { sample } from '../../storybook/samples.messages';
import { Menu, menuOrientations, type MenuProps } from './Menu';

/** The header's Dashboards menu, with translated labels. */
function DashboardsMenu(props: Omit<MenuProps, 'items' | 'label'> & { currentId?: string }) {
  const intl = useIntl();
  const { currentId = 'main', ...rest } = props;
  const items = [
    { id: 'main', label: intl.formatMessage(sample.main) },
    { id: 'peta', label: 'PETA' },
    { id: 'beta', label: 'BETA' },
    { id: 'ata', label: 'ATA' },
    { id: 'alpha', label: 'ALPHA' },
  ].map((item) => ({ ...item, current: item.id === currentId }));
  return <Menu {...rest} label={<FormattedMessage {...sample.dashboards} />} items={items} />;
}

const meta = {
  title: 'Primitives/Menu',
  component: DashboardsMenu,
  args: { onSelect: fn(), currentId: 'main' },
  argTypes: { orientation: { control: 'inline-radio', options: menuOrientations } },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ minBlockSize: '18rem' }}>{Story()}</div>],
} satisfies Meta<typeof DashboardsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Dashboards' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

/** Opens on click with focus on the current page's item, which carries aria-current. */
export const Open: Story = {
  args: { currentId: 'beta' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dashboards' }));
    const menu = await canvas.findByRole('menu', { name: 'Dashboards' });
    await expect(menu).toBeVisible();
    const beta = canvas.getByRole('menuitem', { name: 'BETA' });
    await expect(beta).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(beta).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Dashboards' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** Down and Up move, Home and End jump, a letter jumps to its item, Escape closes. */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Dashboards' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const item = (name: string) => canvas.getByRole('menuitem', { name });
    await waitFor(() => expect(item('Main')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('PETA')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(item('ALPHA')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Main')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('ALPHA')).toHaveFocus();
    await userEvent.keyboard('b');
    await expect(item('BETA')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(item('ALPHA')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('alpha');
  },
};

/** In a horizontal menu, ArrowRight moves forward in left-to-right languages. */
export const HorizontalLtr: Story = {
  args: { orientation: 'horizontal' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Dashboards' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const items = canvas.getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(items[0]).toHaveFocus();
  },
};

/** In Arabic the keys flip: ArrowLeft moves forward, ArrowRight back. */
export const HorizontalRtl: Story = {
  args: { orientation: 'horizontal' },
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[dir]')).toHaveAttribute('dir', 'rtl');
    canvas.getByRole('button', { expanded: false }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const items = canvas.getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(items[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(items[1]).toHaveFocus();
  },
};
