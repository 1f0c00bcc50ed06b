import { describe, expect, it } from 'vitest';
import { parseAmount } from './NumberField';

describe('parseAmount', () => {
  it('reads plain and decimal numbers', () => {
    expect(parseAmount('100')).toBe(100);
    expect(parseAmount(' 12.5 ')).toBe(12.5);
    expect(parseAmount('.5')).toBe(0.5);
    expect(parseAmount('-3')).toBe(-3);
  });

  it('reads grouped numbers and Persian and Arabic-Indic digits', () => {
    expect(parseAmount('1,250.75')).toBe(1250.75);
    expect(parseAmount('۱۲۳')).toBe(123);
    expect(parseAmount('١٢٫٥')).toBe(12.5);
  });

  it('refuses empty and non-numeric text', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('12abc')).toBeNull();
    expect(parseAmount('1.2.3')).toBeNull();
  });
});
