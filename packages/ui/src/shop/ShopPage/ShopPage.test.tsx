import { fixtures } from '@izi/mocks';
import { describe, expect, it } from 'vitest';
import { hasDiscount } from '../ShopItemCard';
import { filterShopItems } from './filterShopItems';

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
