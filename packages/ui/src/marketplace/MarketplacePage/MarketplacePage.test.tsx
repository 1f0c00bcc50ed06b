import { fixtures } from '@izi/mocks';
import { describe, expect, it } from 'vitest';
import { marketplaceJobs } from '../jobs';
import { filterMarketplaceItems } from './filterMarketplaceItems';

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
