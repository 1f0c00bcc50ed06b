import { fixtures, itemsIn, largeShopItems } from '@izi/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { preloadImages } from '../../characters/storyLoaders';
import {
  cardsIn,
  imagesLoaded,
  loadFailedStories,
  paragraph,
  playThousands,
} from '../../catalog/CatalogPage/CatalogPage.play';
import { inScrollBox } from '../../storybook/Thousands';
import { ShopPage } from './ShopPage';
import { onPhone, playLoading } from '../../storybook/storyStates';

/** The cards now listed. */
const cards = cardsIn('Shop items');

const meta = {
  title: 'Shop/ShopPage',
  component: ShopPage,
  args: { items: fixtures.shopItems, onAddToCart: fn() },
  // The seed items in the story's language, as the server sends them (plays run in English),
  // unless a story keeps them as an English-only backend sends them (`englishItems`).
  render: (args, { globals, parameters }) => (
    <ShopPage
      {...args}
      items={
        args.items && itemsIn(args.items, parameters['englishItems'] ? 'en' : globals['locale'])
      }
    />
  ),
  play: ({ canvasElement }) => imagesLoaded(canvasElement),
} satisfies Meta<typeof ShopPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const loadFailed = loadFailedStories('The shop has no items right now.');

/**
 * Every item: with a discount (headphones, espresso maker), without, with only one discount
 * field (backpack, sneakers: no discount shows), out of stock (espresso maker).
 */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'iziShop' })).toBeVisible();
    const shown = cards(canvasElement);
    await expect(shown).toHaveLength(6);
    const discounted = shown.filter((card) => within(card).queryByText('Discount price'));
    await expect(discounted.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Wireless Headphones',
      'Espresso Maker',
    ]);
    const disabled = canvas
      .getAllByRole('button', { name: /^Add to cart/ })
      .filter((button) => (button as HTMLButtonElement).disabled);
    await expect(disabled).toHaveLength(1);
    await expect(disabled[0]).toHaveAccessibleName('Add to cart: Espresso Maker');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart: izi Gift Card' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(6);
    await imagesLoaded(canvasElement);
  },
};

/**
 * Searching names and descriptions narrows the list; each search's number of results is said
 * politely (a `status` region, hidden from sight: "3 results").
 * The items are an English-only backend's: the English query the play types stays on screen in
 * every locale, and finds them there too.
 */
export const SearchWithResults: Story = {
  parameters: { englishItems: true },
  play: async ({ canvas, canvasElement }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(/^$/);
    await userEvent.type(search, 'watch');
    await waitFor(() => expect(status).toHaveTextContent(/^1 result$/));
    await expect(cards(canvasElement)).toHaveLength(1);
    await userEvent.clear(search);
    await userEvent.type(search, 'battery');
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(1));
    await userEvent.clear(search);
    await userEvent.type(search, 'for');
    await waitFor(() => expect(status).toHaveTextContent(/^3 results$/));
    await expect(cards(canvasElement)).toHaveLength(3);
    await expect(canvas.getByText('Showing 3 of 6')).toBeVisible();
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await imagesLoaded(canvasElement);
  },
};

/** A search with no match says so and offers to clear it. */
export const SearchNoMatch: Story = {
  play: async ({ canvas, canvasElement }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'telescope');
    await waitFor(() =>
      expect(canvas.getByText(paragraph('No items match “telescope”.'))).toBeVisible(),
    );
    await expect(cards(canvasElement)).toHaveLength(0);
    await expect(canvas.getByRole('status')).toHaveTextContent(/^0 results$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(6));
    await expect(canvas.getByRole('status')).toHaveTextContent(/^6 results$/);
    await userEvent.type(search, 'telescope');
    await waitFor(() =>
      expect(canvas.getByText(paragraph('No items match “telescope”.'))).toBeVisible(),
    );
  },
};

export const Loading: Story = {
  args: { items: undefined, loading: true },
  play: playLoading,
};

/** The items could not be loaded: the error and Try again, never the false empty message. */
export const LoadFailed: Story = loadFailed.network;

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The shop has no items right now.')).toBeVisible();
  },
};

/** A phone-sized screen: the cards stack. */
export const Narrow: Story = {
  args: { items: fixtures.shopItems.slice(0, 3) },
  globals: onPhone,
};

/** The server failed (a 5xx): it says so, and Try again is offered. */
export const LoadFailedServer: Story = loadFailed.server;

/** The answer could not be read: contact support, and Try again is still offered. */
export const LoadFailedUnreadable: Story = loadFailed.unreadable;

const [first, second, third] = fixtures.shopItems;

/**
 * Another backend's data: text ids, pictures null, empty or missing (a neutral parcel stands in),
 * a discount left out, and one item that could not be read.
 */
export const OtherBackend: Story = {
  args: {
    items: [
      { ...first!, id: 'sh_01', imageUrl: null },
      { ...second!, id: 'sh_02', imageUrl: '', discountPriceDol: undefined },
      { ...third!, id: 'sh_03', imageUrl: undefined, description: undefined },
    ],
    skipped: 1,
  },
  loaders: [preloadImages(['/art/shop/item.svg'])],
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('1 item could not be shown.');
    const shown = cards(canvasElement);
    await expect(shown).toHaveLength(3);
    for (const card of shown)
      await expect(card.querySelector('img')).toHaveAttribute('src', '/art/shop/item.svg');
    const [firstCard] = shown;
    await userEvent.click(within(firstCard!).getByRole('button', { name: /Add/ }));
    await expect(args.onAddToCart).toHaveBeenCalledWith('sh_01');
    await imagesLoaded(canvasElement);
  },
};

const thousands = largeShopItems(2000);

/**
 * Two thousand goods (seeded, from the mocks): the first ones render at once and the rest as the
 * list scrolls; every item says its place of 2,000. The play scrolls to the end and finds the
 * last one, then searches for it.
 */
export const Thousands: Story = {
  args: { items: thousands },
  decorators: [inScrollBox],
  play: playThousands('Shop items', thousands),
};
