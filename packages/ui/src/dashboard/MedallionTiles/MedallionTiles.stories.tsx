import { fixtures } from '@izi/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { preloadImages } from '../../characters/storyLoaders';
import { characterTypes, medallionImagePath } from '../../medallion/medallion';
import { LoadError } from '../../primitives/LoadError';
import { expectLoadErrorThatRetries } from '../../primitives/LoadError/LoadError.play';
import { MedallionTiles } from './MedallionTiles';
import { onPhone } from '../../storybook/storyStates';

const meta = {
  title: 'Dashboard/MedallionTiles',
  component: MedallionTiles,
  args: { onSelect: fn() },
  loaders: [
    preloadImages([
      ...fixtures.medallions.map((medallion) => medallion.imageUrl),
      ...characterTypes.map((type) => medallionImagePath(type, 1, 'M')),
    ]),
  ],
} satisfies Meta<typeof MedallionTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    for (const type of characterTypes) {
      await userEvent.click(canvas.getByRole('button', { name: `${type} Dashboard` }));
      await expect(args.onSelect).toHaveBeenLastCalledWith(type);
    }
    // Without the user's medallions there is no level to describe.
    for (const type of characterTypes) {
      await expect(canvas.getByRole('button', { name: `${type} Dashboard` })).not.toHaveAttribute(
        'aria-describedby',
      );
    }
    await expect(args.onSelect).toHaveBeenCalledTimes(4);
  },
};

/** The medallions are on their way: a placeholder in each tile, no picture of any level yet. */
export const Loading: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(0);
    await expect(canvas.getAllByRole('button', { name: /Dashboard$/ })).toHaveLength(4);
  },
};

/** With the user's medallions: their own pictures and stars, the level heard as a description. */
export const WithMedallions: Story = {
  args: { medallions: fixtures.medallions },
  play: async ({ canvas }) => {
    for (const { type, starLevel } of fixtures.medallions) {
      const tile = canvas.getByRole('button', { name: `${type} Dashboard` });
      await expect(tile).toHaveAccessibleDescription(`${starLevel} of 4 stars`);
    }
  },
};

export const Narrow: Story = {
  args: { medallions: fixtures.medallions },
  globals: onPhone,
};

const retry = fn();

/**
 * The medallions could not be loaded: the card says what failed, with Try again, above the four
 * tiles, which still lead to each dashboard.
 */
export const LoadFailed: Story = {
  args: { loadError: <LoadError reason="server" onRetry={retry} /> },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'PETA Dashboard' }));
    await expect(args.onSelect).toHaveBeenCalledWith('PETA');
    await expectLoadErrorThatRetries(canvas, retry, 'server');
  },
};

/** A medallion of a type the library does not know is left out of the four tiles; no picture: built. */
export const OtherBackend: Story = {
  args: {
    medallions: [
      { type: 'PETA', starLevel: 3, imageUrl: null },
      { type: 'OMEGA', starLevel: 2, imageUrl: '' },
    ],
  },
  play: async ({ canvas }) => {
    const peta = canvas.getByRole('button', { name: 'PETA Dashboard' });
    await expect(peta.querySelector('img')).toHaveAttribute(
      'src',
      medallionImagePath('PETA', 3, 'M'),
    );
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
  },
};
