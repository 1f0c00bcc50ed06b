import { fixtures, largeCharacters } from '@izi/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { allCharacterArt, preloadImages } from '../../characters/storyLoaders';
import { LoadError } from '../../primitives/LoadError';
import { expectLoadErrorThatRetries } from '../../primitives/LoadError/LoadError.play';
import { scrollToLast, withoutContrastCheck } from '../../storybook/Thousands';
import { CharacterSlider } from './CharacterSlider';
import { expectBeginningShown } from '../../storybook/nameStart.play';
import { onPhone, playLoading } from '../../storybook/storyStates';

const meta = {
  title: 'Dashboard/CharacterSlider',
  component: CharacterSlider,
  args: { characters: fixtures.characters, onViewAll: fn() },
  loaders: [preloadImages(allCharacterArt)],
} satisfies Meta<typeof CharacterSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No limit (as the product): all twelve, scrolling along the line. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(12);
    await userEvent.click(canvas.getByRole('button', { name: 'View all' }));
    await expect(args.onViewAll).toHaveBeenCalledOnce();
  },
};

export const WithLimit: Story = {
  args: { limit: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { characters: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('You have no characters yet. Buy one in the marketplace.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { characters: undefined, loading: true },
  play: playLoading,
};

export const Narrow: Story = {
  globals: onPhone,
};

const retry = fn();

/**
 * The call failed (beyond the spec, which keeps the skeleton): the card says what failed, in its
 * own space, with Try again; no placeholder stays.
 */
export const LoadFailed: Story = {
  args: { characters: undefined, loadError: <LoadError reason="server" onRetry={retry} /> },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
    await expectLoadErrorThatRetries(canvas, retry, 'server');
  },
};

const thousands = largeCharacters(500);

/**
 * Five hundred characters (seeded, from the mocks): the first ones render at once and the rest
 * as the slider scrolls along the line; every item says its place of 500. The play scrolls to
 * the end and finds the last one.
 */
export const Thousands: Story = {
  parameters: withoutContrastCheck,
  args: { characters: thousands },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'My characters' });
    const [first] = within(list).getAllByRole('listitem');
    await expect(first).toHaveAttribute('aria-setsize', '500');
    const lastName = thousands[thousands.length - 1]!.name;
    const last = await scrollToLast(list, () => within(list).queryByText(lastName));
    await expect(last.closest('li')).toHaveAttribute('aria-posinset', '500');
  },
};

/**
 * In Persian a Latin name cut short still shows its beginning, with the ellipsis at its end (the
 * right). Shown in Persian only, and last: the locale is the point of the story.
 */
export const LongLatinNameInPersian: Story = {
  globals: { locale: 'fa' },
  play: async ({ canvas }) => {
    await expectBeginningShown(canvas.getByTitle(fixtures.longCharacterName));
  },
};
