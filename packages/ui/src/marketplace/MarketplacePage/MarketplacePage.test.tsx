import { fixtures } from '@izi/mocks';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import { marketplaceJobs } from '../jobs';
import type * as ItemCardModule from '../MarketplaceItemCard';
import { filterMarketplaceItems } from './filterMarketplaceItems';
import { MarketplacePage } from './MarketplacePage';

// Every render of a card, by the item's name: the search must not render the list's cards again
// in a keystroke's urgent render (the results are still the deferred query's there).
const cardRenders = vi.hoisted(() => new Map<string, number>());
vi.mock('../MarketplaceItemCard', async (importOriginal) => {
  const actual = await importOriginal<typeof ItemCardModule>();
  function CountedCard(props: ComponentProps<typeof actual.MarketplaceItemCard>) {
    cardRenders.set(props.item.name, (cardRenders.get(props.item.name) ?? 0) + 1);
    return <actual.MarketplaceItemCard {...props} />;
  }
  return { ...actual, MarketplaceItemCard: CountedCard };
});

const items = fixtures.marketplaceItems;
const names = (found: readonly { name: string }[]) => found.map((item) => item.name);

describe('filterMarketplaceItems', () => {
  it('keeps every item, in order, with no job and no query', () => {
    expect(filterMarketplaceItems(items, { job: null, query: '' })).toEqual(items);
  });

  it('keeps only the chosen job', () => {
    expect(names(filterMarketplaceItems(items, { job: 'PROGRAMMER', query: '' }))).toEqual([
      'Junior Programmer',
      'Senior Programmer',
    ]);
    expect(names(filterMarketplaceItems(items, { job: 'NURSE', query: '' }))).toEqual([
      'Night-Shift Nurse',
    ]);
  });

  it('finds every job at least once in the fixtures, and each item under its own job only', () => {
    const total = marketplaceJobs
      .map((job) => filterMarketplaceItems(items, { job, query: '' }).length)
      .reduce((sum, count) => sum + count, 0);
    expect(total).toBe(items.length);
    for (const job of marketplaceJobs) {
      expect(filterMarketplaceItems(items, { job, query: '' }).length).toBeGreaterThan(0);
    }
  });

  it('searches the name and the description', () => {
    expect(names(filterMarketplaceItems(items, { job: null, query: 'chef' }))).toEqual([
      'Street-Food Chef',
      'Pastry Chef',
    ]);
    expect(names(filterMarketplaceItems(items, { job: null, query: 'shortcut' }))).toEqual([
      'City Taxi Driver',
    ]);
  });

  it('combines the job and the search', () => {
    expect(names(filterMarketplaceItems(items, { job: 'PROGRAMMER', query: 'senior' }))).toEqual([
      'Senior Programmer',
    ]);
    expect(filterMarketplaceItems(items, { job: 'FARMER', query: 'code' })).toEqual([]);
  });

  it('finds nothing for an unknown word', () => {
    expect(filterMarketplaceItems(items, { job: null, query: 'astronaut' })).toEqual([]);
  });
});

describe('MarketplacePage search', () => {
  const page = () =>
    render(
      <LocaleProvider locale="en" messages={{}}>
        <MarketplacePage items={items} onBuy={vi.fn()} />
      </LocaleProvider>,
    );
  const type = (text: string) =>
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: text },
    });
  beforeEach(() => cardRenders.clear());

  it('renders no card again for a keystroke: those left out unmount, those found render once', () => {
    page();
    expect(cardRenders.size).toBe(items.length);
    cardRenders.clear();
    type('chef');
    expect(Object.fromEntries(cardRenders)).toEqual({ 'Street-Food Chef': 1, 'Pastry Chef': 1 });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('leaves the list alone when the words stay the same (a trailing space, another case)', () => {
    page();
    type('chef');
    cardRenders.clear();
    type('chef ');
    type('CHEF');
    expect(cardRenders.size).toBe(0);
  });

  it('says the number of results politely once the search or the job changes, not at load', () => {
    page();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^$/);
    expect(screen.getByText(`Showing ${items.length} of ${items.length}`)).toBeVisible();
    type('chef');
    expect(status).toHaveTextContent(/^2 results$/);
    expect(screen.getByText(`Showing 2 of ${items.length}`)).not.toHaveAttribute('role');
    type('shortcut');
    expect(status).toHaveTextContent(/^1 result$/);
    fireEvent.click(screen.getByRole('button', { name: 'Farmer' }));
    expect(status).toHaveTextContent(/^0 results$/);
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
