import { describe, expect, it } from 'vitest';
import { parseAmount } from './NumberField';

describe('parseAmount', () => {
  it('reads plain and decimal numbers', () => {
    expect(parseAmount('100')).toBe(100);
    expect(parseAmount(' 12.5 ')).toBe(12.5);
    expect(parseAmount('.5')).toBe(0.5);
    expect(parseAmount('5.')).toBe(5);
    expect(parseAmount('-3')).toBe(-3);
    expect(parseAmount('0.25')).toBe(0.25);
  });

  it('reads grouped numbers and Persian and Arabic-Indic digits', () => {
    expect(parseAmount('1,250.75')).toBe(1250.75);
    expect(parseAmount('1,000')).toBe(1000);
    expect(parseAmount('12,345,678.9')).toBe(12345678.9);
    expect(parseAmount('۱۲۳')).toBe(123);
    expect(parseAmount('١٢٫٥')).toBe(12.5);
  });

  it('reads the Arabic and Persian separators as the app formats them', () => {
    expect(parseAmount('١٬٢٣٤٫٥٦')).toBe(1234.56);
    expect(parseAmount('۱٬۲۳۴٫۵۰')).toBe(1234.5);
    expect(parseAmount(new Intl.NumberFormat('ar-SA').format(1234.5))).toBe(1234.5);
    expect(parseAmount(new Intl.NumberFormat('fa-IR').format(-1234.5))).toBe(-1234.5);
    expect(parseAmount(new Intl.NumberFormat('ar-SA').format(-7))).toBe(-7);
  });

  it('refuses a comma that is not a well-formed thousands separator', () => {
    // A Spanish decimal comma must not become a hundred times the amount.
    expect(parseAmount('25,50')).toBeNull();
    expect(parseAmount('1,5')).toBeNull();
    expect(parseAmount('0,500')).toBeNull();
    expect(parseAmount('12,3456')).toBeNull();
    expect(parseAmount('1234,567')).toBeNull();
    expect(parseAmount('1,234,56')).toBeNull();
    expect(parseAmount('1,,234')).toBeNull();
    expect(parseAmount(',5')).toBeNull();
    expect(parseAmount('1,')).toBeNull();
    expect(parseAmount('1.234,56')).toBeNull();
    expect(parseAmount('1,234.5,6')).toBeNull();
    expect(parseAmount('٢٥٬٥٠')).toBeNull();
    expect(parseAmount('۱٬۵')).toBeNull();
  });

  it('refuses empty and non-numeric text', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('   ')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('12abc')).toBeNull();
    expect(parseAmount('1.2.3')).toBeNull();
    expect(parseAmount('--1')).toBeNull();
    expect(parseAmount('.')).toBeNull();
    expect(parseAmount('1 000')).toBeNull();
    expect(parseAmount('1e3')).toBeNull();
    expect(parseAmount('١٫٢٫٣')).toBeNull();
  });
});
