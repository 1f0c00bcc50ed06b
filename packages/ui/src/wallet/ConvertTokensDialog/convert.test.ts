import { describe, expect, it } from 'vitest';
import { checkAmount, otherToken, receivedAt } from './convert';

describe('convert', () => {
  it('rounds the result down to the cent, as the server does', () => {
    expect(receivedAt(150.55, 0.01)).toBe(1.5);
    expect(receivedAt(12.5, 100)).toBe(1250);
    expect(receivedAt(0.29, 100)).toBe(29);
    expect(receivedAt(0.99, 0.01)).toBe(0);
  });

  it('reads an amount or names its problem', () => {
    expect(checkAmount(' ', 100)).toEqual({ ok: false, problem: 'amountRequired' });
    expect(checkAmount('1,5', 100)).toEqual({ ok: false, problem: 'amountNotNumber' });
    expect(checkAmount('-2', 100)).toEqual({ ok: false, problem: 'amountNotPositive' });
    expect(checkAmount('0.001', 100)).toEqual({ ok: false, problem: 'amountCents' });
    expect(checkAmount('0.5', 0.01)).toEqual({ ok: false, problem: 'amountTooSmall' });
    expect(checkAmount('0.5', undefined)).toEqual({ ok: true, amount: 0.5 });
    expect(checkAmount('۱٬۲۳۴٫۵۶', 100)).toEqual({ ok: true, amount: 1234.56 });
    expect(checkAmount('0.29', 100)).toEqual({ ok: true, amount: 0.29 });
  });

  it('pairs iziDol with iziDot', () => {
    expect(otherToken('IZIDOL')).toBe('IZIDOT');
    expect(otherToken('IZIDOT')).toBe('IZIDOL');
  });
});
