import { describe, expect, it } from 'vitest';
import { withCustomNames } from './customNames';

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
