import { describe, expect, it } from 'vitest';
import { newestFirst } from './newestFirst';

const at = (id: number, time: unknown) => ({ id, time });
const ids = (items: { id: number }[]) => items.map((item) => item.id);
const byTime = (item: { time: unknown }) => item.time;

describe('newestFirst', () => {
  it('puts the newest first whatever the order received', () => {
    const oldestFirst = [
      at(1, '2025-06-08T13:45:00.000Z'),
      at(2, '2025-06-12T15:05:00.000Z'),
      at(3, '2025-06-14T09:12:00.000Z'),
    ];
    expect(ids(newestFirst(oldestFirst, byTime))).toEqual([3, 2, 1]);
    expect(ids(newestFirst([...oldestFirst].reverse(), byTime))).toEqual([3, 2, 1]);
  });

  it('compares times written differently by the moment they name', () => {
    const items = [
      at(1, '2025-06-14T10:00:00+02:00'), // 08:00 UTC
      at(2, Date.parse('2025-06-14T09:00:00Z')),
      at(3, '2025-06-14T08:30:00Z'),
    ];
    expect(ids(newestFirst(items, byTime))).toEqual([2, 3, 1]);
  });

  it('puts missing and unreadable times last, in the order they came', () => {
    const items = [
      at(1, undefined),
      at(2, '2025-06-10T00:00:00Z'),
      at(3, 'yesterday-ish'),
      at(4, '2025-06-12T00:00:00Z'),
      at(5, NaN),
      at(6, null),
      at(7, ''),
    ];
    expect(ids(newestFirst(items, byTime))).toEqual([4, 2, 1, 3, 5, 6, 7]);
  });

  it('keeps the order received among equal times', () => {
    const same = '2025-06-13T00:00:00.000Z';
    const items = [at(1, same), at(2, '2025-06-14T00:00:00Z'), at(3, same), at(4, same)];
    expect(ids(newestFirst(items, byTime))).toEqual([2, 1, 3, 4]);
  });

  it('leaves the given list as it was', () => {
    const items = [at(1, '2025-06-01T00:00:00Z'), at(2, '2025-06-02T00:00:00Z')];
    const sorted = newestFirst(items, byTime);
    expect(ids(items)).toEqual([1, 2]);
    expect(sorted).not.toBe(items);
    expect(newestFirst([], byTime)).toEqual([]);
  });
});
