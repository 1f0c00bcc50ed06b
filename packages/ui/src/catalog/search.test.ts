import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  filterBySearch,
  matchesSearch,
  normalizeSearchText,
  prepareSearchKeys,
  searchKeysOf,
  searchWords,
  usePreparedSearch,
} from './search';

describe('normalizeSearchText', () => {
  it('lowers the case, drops accents and collapses spaces', () => {
    expect(normalizeSearchText('  Café   CRÈME ')).toBe('cafe creme');
  });

  it('writes Arabic yeh and kaf as Persian ones, and alef maksura as yeh', () => {
    expect(normalizeSearchText('كيف')).toBe('کیف');
    expect(normalizeSearchText('مصطفى')).toBe('مصطفی');
    expect(normalizeSearchText('کیف')).toBe('کیف');
  });

  it('reads Persian and Arabic-Indic digits as 0-9', () => {
    expect(normalizeSearchText('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(normalizeSearchText('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalizeSearchText('لپ‌تاپ ۱۶ اینچی')).toBe('لپتاپ 16 اینچی');
  });

  it('drops Arabic vowel marks, the zero-width non-joiner and tatweel', () => {
    expect(normalizeSearchText('مدوّن')).toBe('مدون');
    expect(normalizeSearchText('برنامه‌نویس')).toBe('برنامهنویس');
    expect(normalizeSearchText('ســلام')).toBe('سلام');
  });
});

describe('matchesSearch', () => {
  const fields = ['Junior Programmer', 'Writes tidy code and earns a steady income from day one.'];

  it('matches everything when the query is blank', () => {
    expect(matchesSearch('', fields)).toBe(true);
    expect(matchesSearch('   ', fields)).toBe(true);
  });

  it('finds a word in the name or the description, whatever its case', () => {
    expect(matchesSearch('programmer', fields)).toBe(true);
    expect(matchesSearch('TIDY', fields)).toBe(true);
    expect(matchesSearch('prog', fields)).toBe(true);
  });

  it('needs every word of the query, in any field', () => {
    expect(matchesSearch('junior tidy', fields)).toBe(true);
    expect(matchesSearch('junior farmer', fields)).toBe(false);
  });

  it('treats markup and punctuation as plain text', () => {
    expect(matchesSearch('<b>', fields)).toBe(false);
    expect(matchesSearch('.*', fields)).toBe(false);
    expect(matchesSearch('one.', fields)).toBe(true);
  });

  it('finds Persian text', () => {
    expect(matchesSearch('کشاورز', ['سارا کشاورز مهربان'])).toBe(true);
  });

  it('finds Persian text typed on an Arabic keyboard, and the other way round', () => {
    // The Persian name with Arabic yeh and kaf, as an Arabic keyboard types it.
    expect(matchesSearch('كوله', ['کوله‌پشتی شهری'])).toBe(true);
    expect(matchesSearch('هوشمندي', ['ساعت هوشمندی'])).toBe(true);
    expect(matchesSearch('میکانیکی', ['ميكانيكي الورشة'])).toBe(true);
    expect(matchesSearch('کفش', ['حذاء جري'])).toBe(false);
  });

  it('finds a number whatever digits either side writes', () => {
    expect(matchesSearch('۱۶', ['ضدآب، با جا برای لپ‌تاپ 16 اینچی.'])).toBe(true);
    expect(matchesSearch('30', ['بطارية تدوم ٣٠ ساعة.'])).toBe(true);
    expect(matchesSearch('٣٠', ['30 ساعت شارژ'])).toBe(true);
    expect(matchesSearch('۳۱', ['30 ساعت شارژ'])).toBe(false);
  });

  it('finds a Persian name with or without its zero-width non-joiner', () => {
    expect(matchesSearch('برنامهنویس', ['برنامه‌نویس ارشد'])).toBe(true);
    expect(matchesSearch('برنامه نویس', ['برنامه‌نویس ارشد'])).toBe(true);
  });
});

describe('filterBySearch', () => {
  const items = [
    { name: 'Junior Programmer', description: 'Writes tidy code.' },
    { name: 'Pastry Chef', description: 'Bakes at dawn.' },
    { name: 'Café Owner', description: null },
  ];
  const fields = (item: (typeof items)[number]) => [item.name, item.description ?? ''];

  it('gives the very array back for a blank query, or when every item is found', () => {
    expect(filterBySearch(items, '  ', fields)).toBe(items);
    expect(filterBySearch(items, 'e', fields)).toBe(items);
  });

  it('needs every word, each within one text, in any case and without accents', () => {
    expect(filterBySearch(items, 'TIDY junior', fields)).toEqual([items[0]]);
    expect(filterBySearch(items, 'cafe', fields)).toEqual([items[2]]);
    // "chef" ends the name and "bakes" starts the description: no word spans the two.
    expect(filterBySearch(items, 'chefbakes', fields)).toEqual([]);
    expect(filterBySearch(items, 'chef bakes', fields)).toEqual([items[1]]);
  });

  it('keeps only what `keep` accepts, in order', () => {
    expect(filterBySearch(items, '', fields, (item) => item.description !== null)).toEqual([
      items[0],
      items[1],
    ]);
  });

  it('normalizes each item once per list, whatever the number of searches', () => {
    const counted = vi.fn(fields);
    const list = [...items];
    const keys = searchKeysOf(list, counted);
    filterBySearch(list, 'a', counted);
    filterBySearch(list, 'ab', counted);
    expect(searchKeysOf(list, counted)).toBe(keys);
    expect(counted).toHaveBeenCalledTimes(items.length);
    // A new list (new data from the server) gets keys of its own.
    searchKeysOf([...items], counted);
    expect(counted).toHaveBeenCalledTimes(items.length * 2);
  });

  it('splits a query into its normalized words', () => {
    expect(searchWords('  Crème   BRÛLÉE ')).toEqual(['creme', 'brulee']);
    expect(searchWords(' ')).toEqual([]);
  });
});

describe('usePreparedSearch', () => {
  it('normalizes the items once the browser is idle, so the first search finds the keys ready', () => {
    vi.useFakeTimers();
    try {
      const items = [{ name: 'Pastry Chef' }, { name: 'Night Nurse' }];
      const fields = vi.fn((item: { name: string }) => [item.name]);
      const { unmount } = renderHook(() => usePreparedSearch(items, fields));
      expect(fields).not.toHaveBeenCalled();
      vi.advanceTimersByTime(2000);
      expect(fields).toHaveBeenCalledTimes(2);
      expect(filterBySearch(items, 'nurse', fields)).toEqual([items[1]]);
      expect(fields).toHaveBeenCalledTimes(2);
      unmount();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('prepareSearchKeys', () => {
  it('builds the keys a slice at a time, and the search builds only what is left', () => {
    const items = Array.from({ length: 200 }, (_, index) => ({ name: `Item ${index}` }));
    const fields = vi.fn((item: { name: string }) => [item.name]);
    let slices = 0;
    // Time for one slice of 64 items per call.
    const oneSlice = () => {
      slices += 1;
      return slices % 2 === 1;
    };
    expect(prepareSearchKeys(items, fields, oneSlice)).toBe(false);
    expect(fields).toHaveBeenCalledTimes(64);
    expect(prepareSearchKeys(items, fields, oneSlice)).toBe(false);
    expect(fields).toHaveBeenCalledTimes(128);
    expect(filterBySearch(items, 'item 199', fields)).toEqual([items[199]]);
    expect(fields).toHaveBeenCalledTimes(200);
    expect(prepareSearchKeys(items, fields, () => false)).toBe(true);
    expect(searchKeysOf(items, fields)).toHaveLength(200);
    expect(fields).toHaveBeenCalledTimes(200);
  });
});
