import { fixtures } from '@izi/mocks';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import { hasDiscount } from '../ShopItemCard';
import { filterShopItems } from './filterShopItems';
import { ShopPage } from './ShopPage';

const items = fixtures.shopItems;
const byName = (name: string) => items.find((item) => item.name === name)!;

describe('hasDiscount', () => {
  it('needs both the discount price and the iziDom cost', () => {
    expect(hasDiscount(byName('Wireless Headphones'))).toBe(true);
    expect(hasDiscount(byName('Espresso Maker'))).toBe(true);
    expect(hasDiscount(byName('Smartwatch Pro'))).toBe(false);
    expect(hasDiscount(byName('City Backpack'))).toBe(false);
    expect(hasDiscount(byName('Running Sneakers'))).toBe(false);
  });

  it('counts a zero as present', () => {
    expect(
      hasDiscount({ ...byName('Smartwatch Pro'), discountPriceDol: 0, discountCostDom: 0 }),
    ).toBe(true);
  });
});

describe('filterShopItems', () => {
  it('keeps every item for a blank query', () => {
    expect(filterShopItems(items, ' ')).toEqual(items);
  });

  it('searches the name and the description', () => {
    expect(filterShopItems(items, 'watch').map((item) => item.id)).toEqual([2]);
    expect(filterShopItems(items, 'LAPTOP').map((item) => item.id)).toEqual([3]);
    expect(filterShopItems(items, 'gift card').map((item) => item.id)).toEqual([6]);
  });

  it('finds nothing for an unknown word', () => {
    expect(filterShopItems(items, 'telescope')).toEqual([]);
  });
});

describe('ShopPage search', () => {
  it('says the number of results politely once the search changes, not at load', () => {
    render(
      <LocaleProvider locale="en" messages={{}}>
        <ShopPage items={items} onAddToCart={vi.fn()} />
      </LocaleProvider>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^$/);
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'watch' } });
    expect(status).toHaveTextContent(/^1 result$/);
    expect(screen.getByText(`Showing 1 of ${items.length}`)).not.toHaveAttribute('role');
    fireEvent.change(search, { target: { value: 'telescope' } });
    expect(status).toHaveTextContent(/^0 results$/);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(status).toHaveTextContent(`${items.length} results`);
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
