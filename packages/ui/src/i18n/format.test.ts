import { describe, expect, it } from 'vitest';
import { clampPercent, formatBalance, formatInteger, formatPercent, formatUsd } from './format';
import { directionOf, intlLocaleOf, numberLocaleOf } from './locale';

describe('direction and number locale', () => {
  it('reads fa and ar right to left, en and es left to right', () => {
    expect(directionOf('fa')).toBe('rtl');
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
    expect(directionOf('es')).toBe('ltr');
  });

  it('formats numbers ar-SA for Arabic and en-US for the others', () => {
    expect(numberLocaleOf('ar')).toBe('ar-SA');
    expect(numberLocaleOf('fa')).toBe('en-US');
    expect(numberLocaleOf('es')).toBe('en-US');
    expect(numberLocaleOf('en')).toBe('en-US');
  });

  it('gives react-intl a locale whose digits follow the same rule', () => {
    const date = new Date(Date.UTC(2025, 2, 21, 12));
    const persian = new Intl.DateTimeFormat(intlLocaleOf('fa'), { year: 'numeric' }).format(date);
    expect(persian).toMatch(/^[0-9]+/);
    const arabic = new Intl.DateTimeFormat(intlLocaleOf('ar'), { year: 'numeric' }).format(date);
    expect(arabic).toMatch(/[٠-٩]/);
  });
});

describe('formatBalance', () => {
  it('always shows exactly two decimals', () => {
    expect(formatBalance(0, 'en-US')).toBe('0.00');
    expect(formatBalance(12.5, 'en-US')).toBe('12.50');
    expect(formatBalance(1234567.891, 'en-US')).toBe('1,234,567.89');
    expect(formatBalance(0.005, 'en-US')).toBe('0.01');
  });

  it('writes Arabic-Indic digits for ar-SA', () => {
    expect(formatBalance(1234.5, 'ar-SA')).toBe('١٬٢٣٤٫٥٠');
  });

  it('never shows NaN for a value that is not a number', () => {
    expect(formatBalance(Number.NaN, 'en-US')).toBe('0.00');
  });
});

describe('formatUsd, formatInteger, formatPercent', () => {
  it('formats US dollars with two decimals', () => {
    expect(formatUsd(1999, 'en-US')).toBe('$1,999.00');
  });

  it('groups whole numbers', () => {
    expect(formatInteger(15000, 'en-US')).toBe('15,000');
  });

  it('formats and clamps percentages', () => {
    expect(formatPercent(75, 'en-US')).toBe('75%');
    expect(formatPercent(140, 'en-US')).toBe('100%');
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(Number.NaN)).toBe(0);
    expect(clampPercent(42.5)).toBe(42.5);
  });
});
