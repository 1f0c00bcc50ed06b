import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWithCustomNames, withCustomNames, type CustomNames } from './customNames';

describe('withCustomNames', () => {
  const characters = [
    { id: 1, name: 'Ada', customName: null },
    { id: 2, name: 'Bo', customName: 'Server name' },
    { id: 3, name: 'Cy' },
  ];

  it('applies the local names by id and keeps the rest', () => {
    expect(withCustomNames(characters, new Map([[1, 'Countess']]))).toEqual([
      { id: 1, name: 'Ada', customName: 'Countess' },
      { id: 2, name: 'Bo', customName: 'Server name' },
      { id: 3, name: 'Cy', customName: null },
    ]);
  });

  it('prefers a local name to one the server sent', () => {
    expect(withCustomNames(characters, new Map([[2, 'Local']]))[1]?.customName).toBe('Local');
  });
});

describe('withCustomNames without a change', () => {
  it('passes on the very objects whose name stays, and copies only the renamed', () => {
    const ada = { id: 1, name: 'Ada', customName: null };
    const bo = { id: 2, name: 'Bo', customName: 'Server name' };
    const [first, second] = withCustomNames([ada, bo], new Map([[2, 'Local']]));
    expect(first).toBe(ada);
    expect(second).not.toBe(bo);
    expect(bo.customName).toBe('Server name');
  });
});

describe('useWithCustomNames', () => {
  it('gives the same array until the list or the names change', () => {
    const list = [{ id: 1, name: 'Ada', customName: null }];
    const names: CustomNames = new Map();
    const { result, rerender } = renderHook(
      ({ characters, customNames }) => useWithCustomNames(characters, customNames),
      { initialProps: { characters: list, customNames: names } },
    );
    const first = result.current;
    rerender({ characters: list, customNames: names });
    expect(result.current).toBe(first);
    rerender({ characters: list, customNames: new Map([[1, 'Countess']]) });
    expect(result.current).not.toBe(first);
    expect(result.current?.[0]?.customName).toBe('Countess');
  });

  it('keeps a list that has not loaded undefined', () => {
    const { result } = renderHook(() => useWithCustomNames(undefined, new Map()));
    expect(result.current).toBeUndefined();
  });
});
