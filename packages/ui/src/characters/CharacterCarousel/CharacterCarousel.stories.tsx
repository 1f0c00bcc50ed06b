import { fixtures, largeCharacters } from '@izi/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoadError } from '../../primitives/LoadError';
import { expectLoadErrorThatRetries } from '../../primitives/LoadError/LoadError.play';
import type { CharacterData } from '../character';
import { allCharacterArt, preloadImages } from '../storyLoaders';
import { CharacterCarousel, type CharacterCarouselProps } from './CharacterCarousel';
import { onPhone, playLoading } from '../../storybook/storyStates';

const characters = fixtures.characters;
const [ada, sara, lorenzo] = characters as [CharacterData, CharacterData, CharacterData];
const last = characters[characters.length - 1] as CharacterData;

const meta = {
  title: 'Characters/CharacterCarousel',
  component: CharacterCarousel,
  args: {
    characters,
    onRename: fn(),
    onSell: fn(),
    onBuyCharacter: fn(),
  },
  loaders: [preloadImages(allCharacterArt)],
  decorators: [(Story) => <div style={{ maxInlineSize: '52rem' }}>{Story()}</div>],
} satisfies Meta<typeof CharacterCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve characters: previous and next wrap around. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: ada.name })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Knowledge' })).toHaveAttribute(
      'aria-valuenow',
      '82',
    );
    for (const stat of ['Experience', 'Energy', 'Happiness']) {
      await expect(canvas.getByRole('progressbar', { name: stat })).toBeVisible();
    }
    await expect(canvas.getByText('Programmer')).toBeVisible();
    await expect(canvas.getByText('PETA')).toBeVisible();
    await expect(canvasElement).toHaveTextContent('Daily income6.50 DOT');
    await expect(canvas.getByText('1 of 12')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Next character' }));
    await expect(canvas.getByRole('heading', { level: 3, name: sara.name })).toBeVisible();
    await expect(canvas.getByText('2 of 12')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous character' }));
    await expect(canvas.getByRole('heading', { level: 3, name: ada.name })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous character' }));
    await expect(canvas.getByRole('heading', { level: 3, name: last.name })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next character' }));
    await expect(canvas.getByRole('heading', { level: 3, name: ada.name })).toBeVisible();
  },
};

/** In English ArrowRight moves forward. */
export const KeyboardLtr: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Next character' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('heading', { level: 3, name: sara.name })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('heading', { level: 3, name: ada.name })).toBeVisible();
  },
};

/** One character: no arrows, and the arrow keys do nothing. */
export const Single: Story = {
  args: { characters: [ada] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Next character' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Previous character' })).toBeNull();
    canvas.getByRole('button', { name: 'Rename' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('heading', { level: 3, name: ada.name })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { characters: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'No characters yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Buy character' }));
    await expect(args.onBuyCharacter).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { characters: [], loading: true },
  play: playLoading,
};

const retry = fn();

/** The list could not be loaded: the error and Try again, never "No characters yet". */
export const LoadFailed: Story = {
  args: { characters: [], loadError: <LoadError onRetry={retry} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'No characters yet' })).toBeNull();
    await expectLoadErrorThatRetries(canvas, retry);
  },
};

/** A custom name, when set, is shown instead of the name; a long one wraps. */
export const LongCustomName: Story = {
  args: { characters: [{ ...ada, customName: fixtures.longCharacterName }, sara] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: fixtures.longCharacterName }),
    ).toBeVisible();
  },
};

/** A Persian name, in any language. */
export const PersianName: Story = {
  args: { characters: [sara, ada] },
};

/** Without a picture, the job's illustration stands in. */
export const NoImage: Story = {
  args: { characters: [lorenzo] },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('src', '/art/jobs/chef.svg');
  },
};

/** Renaming refuses an empty name, then saves a real one. */
export const RenameRefusesEmpty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename' }));
    const dialog = await page.findByRole('dialog', { name: 'Rename character' });
    const modal = within(dialog);
    const field = modal.getByRole('textbox', { name: 'New name' });
    await expect(field).toHaveValue(ada.name);
    await userEvent.clear(field);
    await userEvent.type(field, '   ');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(field).toHaveAccessibleDescription('Enter a name for this character.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onRename).not.toHaveBeenCalled();
    await expect(dialog).toHaveAttribute('open');

    await userEvent.type(field, 'Ada the Great');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(args.onRename).toHaveBeenCalledOnce();
    await expect(args.onRename).toHaveBeenCalledWith(ada.id, 'Ada the Great');
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
  },
};

/** The rename dialog after an empty name, as a person sees it. */
export const RenameError: Story = {
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename' }));
    const modal = within(await page.findByRole('dialog', { name: 'Rename character' }));
    await userEvent.clear(modal.getByRole('textbox', { name: 'New name' }));
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(modal.getByText('Enter a name for this character.')).toBeVisible();
  },
};

export const Sell: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next character' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sell' }));
    await expect(args.onSell).toHaveBeenCalledOnce();
    await expect(args.onSell).toHaveBeenCalledWith(sara.id);
  },
};

export const Selling: Story = {
  args: { sellingId: ada.id },
};

function SellingOwner(props: CharacterCarouselProps) {
  const [list, setList] = useState(props.characters);
  return (
    <CharacterCarousel
      {...props}
      characters={list}
      onSell={(id) => {
        props.onSell(id);
        setList((current) => current.filter((character) => character.id !== id));
      }}
    />
  );
}

/** Selling the last character shows the new last one. */
export const SellLast: Story = {
  args: { characters: characters.slice(0, 3) },
  render: (args) => <SellingOwner {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Previous character' }));
    await expect(canvas.getByRole('heading', { level: 3, name: lorenzo.name })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sell' }));
    await expect(canvas.getByRole('heading', { level: 3, name: sara.name })).toBeVisible();
    await expect(canvas.getByText('2 of 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sell' }));
    await expect(canvas.getByRole('heading', { level: 3, name: ada.name })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Next character' })).toBeNull();
  },
};

export const Narrow: Story = {
  globals: onPhone,
};

/**
 * In Arabic the arrows point the other way and the keys follow the reading direction: ArrowLeft
 * is next. (Shown in Arabic only; the names are the Arabic catalog's. It comes last: the
 * test-runner does not switch a story pinned to a locale back for the stories after it.)
 */
export const KeyboardRtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const next = canvas.getByRole('button', { name: 'الشخصية التالية' });
    const previous = canvas.getByRole('button', { name: 'الشخصية السابقة' });
    // Next sits at the inline end: on the left.
    await expect(next.getBoundingClientRect().left).toBeLessThan(
      previous.getBoundingClientRect().left,
    );
    await userEvent.click(next);
    await expect(canvas.getByRole('heading', { level: 3, name: sara.name })).toBeVisible();
    await userEvent.click(previous);
    await expect(canvas.getByRole('heading', { level: 3, name: ada.name })).toBeVisible();

    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('heading', { level: 3, name: sara.name })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('heading', { level: 3, name: lorenzo.name })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('heading', { level: 3, name: sara.name })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('heading', { level: 3, name: last.name })).toBeVisible();
  },
};

const retryServer = fn();

/** The server failed (a 5xx): it says so, and Try again is offered. */
export const LoadFailedServer: Story = {
  args: { characters: [], loadError: <LoadError reason="server" onRetry={retryServer} /> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'No characters yet' })).toBeNull();
    await expectLoadErrorThatRetries(canvas, retryServer, 'server');
  },
};

const retryUnreadable = fn();

/** The answer could not be read: contact support, and Try again is still offered. */
export const LoadFailedUnreadable: Story = {
  args: { characters: [], loadError: <LoadError reason="unreadable" onRetry={retryUnreadable} /> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'No characters yet' })).toBeNull();
    await expectLoadErrorThatRetries(canvas, retryUnreadable, 'unreadable');
  },
};

/**
 * Another backend's character: a text id, a job and a type the library does not know (shown as
 * they came, with neutral art), and two characters that could not be read.
 */
export const OtherBackend: Story = {
  args: {
    characters: [
      { ...ada, id: 'ch_0101', job: 'Astronaut', characterType: 'OMEGA', image: null },
      { ...sara, id: 'ch_0102', image: undefined },
    ],
    skipped: 2,
  },
  loaders: [preloadImages(['/art/jobs/unknown.svg', ...allCharacterArt])],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('2 items could not be shown.');
    const slide = canvas.getByRole('article');
    await expect(slide).toHaveTextContent('Astronaut');
    await expect(slide).toHaveTextContent('OMEGA');
    await expect(slide.querySelector('img')).toHaveAttribute('src', '/art/jobs/unknown.svg');
    await userEvent.click(canvas.getByRole('button', { name: /Sell/ }));
    await expect(args.onSell).toHaveBeenCalledWith('ch_0101');
  },
};

const thousands = largeCharacters(500);

/**
 * Five hundred characters (seeded, from the mocks): the carousel renders one slide whatever the
 * number. The play goes back from the first to the last (500 of 500) and on again to the first.
 */
export const Thousands: Story = {
  args: { characters: thousands },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 of 500')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous character' }));
    const lastName = thousands[thousands.length - 1]!.name;
    await expect(canvas.getByRole('heading', { level: 3, name: lastName })).toBeVisible();
    await expect(canvas.getByText('500 of 500')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next character' }));
    await expect(canvas.getByText('1 of 500')).toBeVisible();
  },
};
