import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  forcedStates,
  StateGrid,
  stateGridStates,
  pseudoStateDecorators,
} from '../../storybook/StateGrid';
import { expectStatesShown } from '../../storybook/StateGrid.play';
import { LanguageMenu } from './LanguageMenu';

const meta = {
  title: 'States/LanguageMenu',
  component: LanguageMenu,
  args: { value: 'fa', onChange: fn() },
  decorators: pseudoStateDecorators,
} satisfies Meta<typeof LanguageMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The language button at rest, hovered, focused from the keyboard and pressed. */
export const Button: Story = {
  ...stateGridStates,
  render: (args) => (
    <StateGrid rows={['closed'] as const} states={['rest', 'hover', 'focus-visible', 'active']}>
      {() => <LanguageMenu {...args} />}
    </StateGrid>
  ),
  play: ({ canvasElement }) => expectStatesShown(canvasElement),
};

/**
 * The open list, opened from the keyboard: the chosen language (فارسی) has the keyboard focus,
 * English is at rest, Español is hovered and العربية pressed.
 */
export const Items: Story = {
  ...forcedStates({
    hover: ['[role="menu"] > :nth-child(2)', '[role="menu"] > :nth-child(4)'],
    active: ['[role="menu"] > :nth-child(4)'],
  }),
  decorators: [(Story) => <div style={{ minBlockSize: '16rem' }}>{Story()}</div>],
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: /Language/ }).focus();
    await userEvent.keyboard('{Enter}');
    const persian = await canvas.findByRole('menuitemradio', { name: 'فارسی' });
    await waitFor(() => expect(persian).toHaveFocus());
    await expect(persian).toHaveAttribute('aria-checked', 'true');
  },
};
