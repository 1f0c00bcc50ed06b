import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { pseudoStateDecorators } from '../../storybook/StateGrid';
import { menuButtonStory, openMenuStory } from '../../storybook/stateStories';
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
export const Button: Story = menuButtonStory(LanguageMenu);

/**
 * The open list, opened from the keyboard: the chosen language (فارسی) has the keyboard focus,
 * English is at rest, Español is hovered and العربية pressed.
 */
export const Items: Story = openMenuStory({
  button: /Language/,
  focused: { role: 'menuitemradio', name: 'فارسی', attribute: ['aria-checked', 'true'] },
  hovered: 2,
  pressed: 4,
});
