import { describe, expect, it } from 'vitest';
import { newestFirst } from './UsdtRequestList';

describe('newestFirst', () => {
  it('orders by createdAt, newest first, without touching the given list', () => {
    const given = [
      { id: 1, createdAt: '2025-03-18T16:05:00Z' },
      { id: 3, createdAt: '2025-03-21T09:30:00+03:00' },
      { id: 2, createdAt: '2025-03-21T08:00:00Z' },
    ];
    expect(newestFirst(given).map((item) => item.id)).toEqual([2, 3, 1]);
    expect(given.map((item) => item.id)).toEqual([1, 3, 2]);
  });

  it('puts a date it cannot read last, keeping the rest in order', () => {
    const given = [
      { id: 'a', createdAt: 'yesterday' },
      { id: 'b', createdAt: '2025-03-18T16:05:00Z' },
      { id: 'c', createdAt: '2025-03-19T16:05:00Z' },
    ];
    expect(newestFirst(given).map((item) => item.id)).toEqual(['c', 'b', 'a']);
  });
});
