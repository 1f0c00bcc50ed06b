import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeSearchText } from './search';

describe('normalizeSearchText', () => {
  it('lowers the case, drops accents and collapses spaces', () => {
    expect(normalizeSearchText('  Café   CRÈME ')).toBe('cafe creme');
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
});
