import { fixtures } from '@izi/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { forcedStates, pseudoStateDecorators } from '../../storybook/StateGrid';
import { preloadImages } from '../../characters/storyLoaders';
import { MedallionTiles } from './MedallionTiles';

const tile = (n: number) => `li:nth-child(${n}) > button`;

const meta = {
  title: 'States/MedallionTiles',
  component: MedallionTiles,
  args: { onSelect: fn(), medallions: fixtures.medallions },
  loaders: [preloadImages(fixtures.medallions.map((medallion) => medallion.imageUrl))],
  decorators: pseudoStateDecorators,
} satisfies Meta<typeof MedallionTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Tiles that act as links, one state each: the first at rest, the second hovered, the third
 * focused from the keyboard, the fourth pressed.
 */
export const RestHoverFocusPressed: Story = {
  ...forcedStates({ hover: [tile(2), tile(4)], focusVisible: [tile(3)], active: [tile(4)] }),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /Dashboard$/ })).toHaveLength(4);
  },
};
