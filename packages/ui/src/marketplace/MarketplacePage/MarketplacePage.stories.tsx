import { fixtures, itemsIn, largeMarketplaceItems } from '@izi/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  cardsIn,
  imagesLoaded,
  loadFailedStories,
  paragraph,
  playThousands,
} from '../../catalog/CatalogPage/CatalogPage.play';
import { allCharacterArt, preloadImages } from '../../characters/storyLoaders';
import { inScrollBox } from '../../storybook/Thousands';
import { marketplaceJobs, type MarketplaceJob } from '../jobs';
import { MarketplacePage } from './MarketplacePage';
import { onPhone } from '../../storybook/storyStates';

const items = fixtures.marketplaceItems;
const jobLabels: Record<MarketplaceJob, string> = {
  PROGRAMMER: 'Programmer',
  FARMER: 'Farmer',
  CHEF: 'Chef',
  MECHANIC: 'Mechanic',
  BLOGGER: 'Blogger',
  HAIRDRESSER: 'Hairdresser',
  NURSE: 'Nurse',
  TUTOR: 'Tutor',
  TAXI_DRIVER: 'Taxi driver',
  CARPENTER: 'Carpenter',
};
const countOf = (job: MarketplaceJob) => items.filter((item) => item.applicableJob === job).length;

/**
 * The pressed filter button is `job`, and only its items are listed (the list follows the click
 * when React has time). The page shows the count; screen readers hear it (a polite status) when
 * the person `chose` the job, not when the page opened with it.
 */
async function expectJobShown(canvasElement: HTMLElement, job: MarketplaceJob, chose: boolean) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(cards(canvasElement)).toHaveLength(countOf(job)));
  const filters = canvas.getByRole('group', { name: 'Filter by job' });
  const button = within(filters).getByRole('button', { name: jobLabels[job] });
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  const shown = cards(canvasElement);
  await expect(shown).toHaveLength(countOf(job));
  for (const card of shown) await expect(card).toHaveTextContent(jobLabels[job]);
  await expect(canvas.getByText(`Showing ${countOf(job)} of ${items.length}`)).toBeVisible();
  await expect(canvas.getByRole('status')).toHaveTextContent(
    chose ? new RegExp(`^${countOf(job)} results?$`) : /^$/,
  );
}

/** The cards now listed. */
const cards = cardsIn('Characters for sale');

const meta = {
  title: 'Marketplace/MarketplacePage',
  component: MarketplacePage,
  args: { items, onBuy: fn() },
  // The seed items in the story's language, as the server sends them (plays run in English),
  // unless a story keeps them as an English-only backend sends them (`englishItems`).
  render: (args, { globals, parameters }) => (
    <MarketplacePage
      {...args}
      items={
        args.items && itemsIn(args.items, parameters['englishItems'] ? 'en' : globals['locale'])
      }
    />
  ),
  argTypes: { defaultJob: { control: 'select', options: [null, ...marketplaceJobs] } },
  play: ({ canvasElement }) => imagesLoaded(canvasElement),
} satisfies Meta<typeof MarketplacePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const loadFailed = loadFailedStories('No characters are for sale right now.');

/**
 * Every item. The play walks All and the ten jobs: each narrows the list to that job alone and
 * is the only pressed button; buying reports the item's id.
 */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const filters = canvas.getByRole('group', { name: 'Filter by job' });
    const all = within(filters).getByRole('button', { name: 'All' });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(within(filters).getAllByRole('button')).toHaveLength(11);
    await expect(cards(canvasElement)).toHaveLength(12);
    for (const job of marketplaceJobs) {
      await userEvent.click(within(filters).getByRole('button', { name: jobLabels[job] }));
      await expectJobShown(canvasElement, job, true);
      await expect(
        within(filters)
          .getAllByRole('button')
          .filter((button) => button.getAttribute('aria-pressed') === 'true'),
      ).toHaveLength(1);
    }
    await userEvent.click(all);
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(12));
    await userEvent.click(canvas.getByRole('button', { name: 'Buy Senior Programmer' }));
    await expect(args.onBuy).toHaveBeenCalledOnce();
    await expect(args.onBuy).toHaveBeenCalledWith(11);
    await imagesLoaded(canvasElement);
  },
};

const jobStory = (job: MarketplaceJob): Story => ({
  args: { defaultJob: job },
  play: async ({ canvasElement }) => {
    await expectJobShown(canvasElement, job, false);
    await imagesLoaded(canvasElement);
  },
});

export const Programmer = jobStory('PROGRAMMER');
export const Farmer = jobStory('FARMER');
export const Chef = jobStory('CHEF');
export const Mechanic = jobStory('MECHANIC');
export const Blogger = jobStory('BLOGGER');
export const Hairdresser = jobStory('HAIRDRESSER');
export const Nurse = jobStory('NURSE');
export const Tutor = jobStory('TUTOR');
export const TaxiDriver = jobStory('TAXI_DRIVER');
export const Carpenter = jobStory('CARPENTER');

/**
 * Searching matches names and descriptions, and combines with the job filter; each change's
 * number of results is said politely (a `status` region, hidden from sight: "2 results").
 * The items are an English-only backend's: the English query the play types stays on screen in
 * every locale, and finds them there too.
 */
export const SearchWithResults: Story = {
  parameters: { englishItems: true },
  play: async ({ canvas, canvasElement }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(/^$/);
    await userEvent.type(search, 'programmer');
    await waitFor(() => expect(status).toHaveTextContent(/^2 results$/));
    await expect(cards(canvasElement)).toHaveLength(2);
    await expect(canvas.getByRole('article', { name: 'Junior Programmer' })).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Senior Programmer' })).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'income');
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(3));
    await userEvent.click(canvas.getByRole('button', { name: 'Farmer' }));
    await waitFor(() => expect(status).toHaveTextContent(/^0 results$/));
    await expect(cards(canvasElement)).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(3));
    await expect(status).toHaveTextContent(/^3 results$/);
    await expect(canvas.getByText('Showing 3 of 12')).toBeVisible();
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await imagesLoaded(canvasElement);
  },
};

/** A search with no match says so, names the search, and offers to clear it. */
export const SearchNoMatch: Story = {
  play: async ({ canvas, canvasElement }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'astronaut');
    await waitFor(() =>
      expect(canvas.getByText(paragraph('No characters match “astronaut”.'))).toBeVisible(),
    );
    await expect(cards(canvasElement)).toHaveLength(0);
    await expect(canvas.getByText('Showing 0 of 12')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/^0 results$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(search).toHaveValue('');
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(12));
    await expect(canvas.getByRole('status')).toHaveTextContent(/^12 results$/);
    await userEvent.type(search, 'astronaut');
    await waitFor(() =>
      expect(canvas.getByText(paragraph('No characters match “astronaut”.'))).toBeVisible(),
    );
  },
};

/** Placeholder cards while the items load; screen readers hear "Loading…". */
export const Loading: Story = {
  args: { items: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The items could not be loaded: the error and Try again, never the false empty message. */
export const LoadFailed: Story = loadFailed.network;

/** Nothing for sale at all. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No characters are for sale right now.')).toBeVisible();
  },
};

/** A job with no offer. */
export const JobWithoutItems: Story = {
  args: { items: items.filter((item) => item.applicableJob !== 'NURSE'), defaultJob: 'NURSE' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No characters with this job are for sale right now.'),
    ).toBeVisible();
  },
};

/** A phone-sized screen: the filters wrap and the cards stack. */
export const Narrow: Story = {
  args: { items: items.slice(0, 3) },
  globals: onPhone,
};

/** The server failed (a 5xx): it says so, and Try again is offered. */
export const LoadFailedServer: Story = loadFailed.server;

/** The answer could not be read: contact support, and Try again is still offered. */
export const LoadFailedUnreadable: Story = loadFailed.unreadable;

/**
 * Another backend's data: text ids, a job the library does not know (shown as it came, with
 * neutral art), no pictures (the job's art stands in), and two items that could not be read.
 */
export const OtherBackend: Story = {
  args: {
    items: [
      { ...items[0]!, id: 'mk_01', applicableJob: 'Astronaut', imageUrl: null },
      { ...items[1]!, id: 'mk_02', imageUrl: '' },
      { ...items[2]!, id: 'mk_03', imageUrl: undefined, description: undefined },
    ],
    skipped: 2,
  },
  loaders: [preloadImages(['/art/jobs/unknown.svg', ...allCharacterArt])],
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('2 items could not be shown.');
    const [unknown, second] = cards(canvasElement);
    await expect(unknown).toHaveTextContent('Astronaut');
    await expect(unknown!.querySelector('img')).toHaveAttribute('src', '/art/jobs/unknown.svg');
    await expect(second!.querySelector('img')?.getAttribute('src')).toBe(
      `/art/jobs/${items[1]!.applicableJob.toLowerCase()}.svg`,
    );
    await userEvent.click(within(unknown!).getByRole('button', { name: /Buy/ }));
    await expect(args.onBuy).toHaveBeenCalledWith('mk_01');
    await imagesLoaded(canvasElement);
  },
};

const thousands = largeMarketplaceItems(2000);

/**
 * Two thousand offers (seeded, from the mocks): the first ones render at once and the rest as
 * the list scrolls; every item says its place of 2,000. The play scrolls to the end and finds
 * the last one, then searches: the count follows the typing.
 */
export const Thousands: Story = {
  args: { items: thousands },
  decorators: [inScrollBox],
  loaders: [preloadImages(allCharacterArt)],
  play: playThousands('Characters for sale', thousands),
};
