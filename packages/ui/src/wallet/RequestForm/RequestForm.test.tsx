import { describe, expect, it } from 'vitest';
import { validateRequest } from './validateRequest';

describe('validateRequest', () => {
  it('sends exactly { type, amount, address } for a withdrawal', () => {
    const check = validateRequest('withdrawal', { amount: ' 25.5 ', detail: '  TXyz123 ' });
    expect(check).toEqual({
      ok: true,
      request: { type: 'withdrawal', amount: 25.5, address: 'TXyz123' },
    });
    if (check.ok) expect(Object.keys(check.request).sort()).toEqual(['address', 'amount', 'type']);
  });

  it('sends exactly { type, amount, proof } for a deposit', () => {
    const check = validateRequest('deposit', { amount: '1,000', detail: '0xabc' });
    expect(check).toEqual({ ok: true, request: { type: 'deposit', amount: 1000, proof: '0xabc' } });
    if (check.ok) expect(Object.keys(check.request).sort()).toEqual(['amount', 'proof', 'type']);
  });

  it('requires an amount', () => {
    expect(validateRequest('deposit', { amount: '  ', detail: 'x' })).toEqual({
      ok: false,
      errors: { amount: 'amountRequired' },
    });
  });

  it('refuses text that is not a number', () => {
    for (const amount of ['abc', '12abc', '1.2.3', '--1']) {
      expect(validateRequest('deposit', { amount, detail: 'x' })).toEqual({
        ok: false,
        errors: { amount: 'amountNotNumber' },
      });
    }
  });

  it('refuses a decimal comma and badly grouped numbers instead of misreading them', () => {
    // "25,50" is 25.50 to a Spanish speaker: never 2550 USDT.
    for (const amount of ['25,50', '1,5', '0,500', '12,3456', '1.234,56', '٢٥٬٥٠']) {
      expect(validateRequest('withdrawal', { amount, detail: 'T' })).toEqual({
        ok: false,
        errors: { amount: 'amountNotNumber' },
      });
    }
  });

  it('reads well-grouped thousands in Latin, Arabic-Indic and Persian digits', () => {
    for (const amount of ['1,234.56', '١٬٢٣٤٫٥٦', '۱٬۲۳۴٫۵۶']) {
      expect(validateRequest('withdrawal', { amount, detail: 'T' })).toEqual({
        ok: true,
        request: { type: 'withdrawal', amount: 1234.56, address: 'T' },
      });
    }
  });

  it('refuses zero and negative amounts', () => {
    for (const amount of ['0', '0.00', '-5', '-0.01']) {
      expect(validateRequest('withdrawal', { amount, detail: 'x' })).toEqual({
        ok: false,
        errors: { amount: 'amountNotPositive' },
      });
    }
  });

  it('reads Persian and Arabic-Indic digits', () => {
    expect(validateRequest('deposit', { amount: '۱۲٫۵', detail: 'x' })).toEqual({
      ok: true,
      request: { type: 'deposit', amount: 12.5, proof: 'x' },
    });
  });

  it('needs an address for a withdrawal and a proof for a deposit', () => {
    expect(validateRequest('withdrawal', { amount: '10', detail: ' ' })).toEqual({
      ok: false,
      errors: { detail: 'addressRequired' },
    });
    expect(validateRequest('deposit', { amount: '', detail: '' })).toEqual({
      ok: false,
      errors: { amount: 'amountRequired', detail: 'proofRequired' },
    });
  });
});
