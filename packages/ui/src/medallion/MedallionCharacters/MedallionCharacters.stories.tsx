import { fixtures, largeCharacters } from '@izi/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { allCharacterArt, preloadImages } from '../../characters/storyLoaders';
import { characterTypes } from '../medallion';
import { LoadError } from '../../primitives/LoadError';
import { expectLoadErrorThatRetries } from '../../primitives/LoadError/LoadError.play';
import { inScrollBox, scrollToLast, withoutContrastCheck } from '../../storybook/Thousands';
import { MedallionCharacters } from './MedallionCharacters';
import { expectBeginningShown } from '../../storybook/nameStart.play';
import { onPhone, playLoading } from '../../storybook/storyStates';

const petas = fixtures.characters.filter((character) => character.characterType === 'PETA');

const meta = {
  title: 'Medallion/MedallionCharacters',
  component: MedallionCharacters,
  args: { type: 'PETA', characters: petas, onBuyCharacter: fn() },
  argTypes: { type: { control: 'inline-radio', options: characterTypes } },
  loaders: [preloadImages(allCharacterArt)],
  decorators: [(Story) => <div style={{ maxInlineSize: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof MedallionCharacters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four PETA characters: a long name, a Persian name and one without a picture among them. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Your PETA characters' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('Ada Byte')).toBeVisible();
    await expect(canvasElement).toHaveTextContent('6.50 DOTper day');
  },
};

export const Empty: Story = {
  args: { type: 'ATA', characters: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('No ATA characters yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Buy character' }));
    await expect(args.onBuyCharacter).toHaveBeenCalledOnce();
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

/** The characters of this type could not be loaded: the card says what failed, with Try again. */
export const LoadFailed: Story = {
  args: { characters: undefined, loadError: <LoadError reason="unreadable" onRetry={retry} /> },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
    await expectLoadErrorThatRetries(canvas, retry, 'unreadable');
  },
};

/**
 * Another backend's data: a job the library does not know (shown as it came, neutral art), no
 * picture, and one character that could not be read.
 */
export const OtherBackend: Story = {
  args: {
    characters: [
      { ...petas[0]!, id: 'ch_0001', job: 'Astronaut', image: null },
      { ...petas[1]!, id: 'ch_0002', image: '' },
    ],
    skipped: 1,
  },
  loaders: [preloadImages(['/art/jobs/unknown.svg', ...allCharacterArt])],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('1 item could not be shown.');
    const [unknown] = canvas.getAllByRole('listitem');
    await expect(unknown).toHaveTextContent('Astronaut');
    await expect(unknown!.querySelector('img')).toHaveAttribute('src', '/art/jobs/unknown.svg');
  },
};

const thousands = largeCharacters(4000).filter((character) => character.characterType === 'PETA');

/**
 * Over a thousand PETA characters (seeded, from the mocks): the first ones render at once and the rest
 * as the list scrolls; every item says its place. The play scrolls to the end and finds the last.
 */
export const Thousands: Story = {
  parameters: withoutContrastCheck,
  args: { characters: thousands },
  decorators: [inScrollBox],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    const [first] = within(list).getAllByRole('listitem');
    await expect(first).toHaveAttribute('aria-setsize', String(thousands.length));
    const lastName = thousands[thousands.length - 1]!.name;
    const last = await scrollToLast(list, () => within(list).queryByText(lastName));
    await expect(last.closest('li')).toHaveAttribute('aria-posinset', String(thousands.length));
  },
};

/**
 * In Persian a Latin name cut short still shows its beginning, with the ellipsis at its end (the
 * right), and a short one lines up with its job at the row's start. Shown in Persian only, and
 * last: the locale is the point of the story.
 */
export const LongLatinNameInPersian: Story = {
  globals: { locale: 'fa' },
  play: async ({ canvas }) => {
    await expectBeginningShown(canvas.getByTitle(fixtures.longCharacterName));
    const name = canvas.getByTitle('Ada Byte').getBoundingClientRect();
    const job = canvas.getByText('برنامه‌نویس').getBoundingClientRect();
    await expect(Math.abs(name.right - job.right)).toBeLessThan(1);
  },
};
