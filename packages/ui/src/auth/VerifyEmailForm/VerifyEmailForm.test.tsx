import { describe, expect, it } from 'vitest';
import { sanitizeCode, validateVerification } from './VerifyEmailForm';

describe('sanitizeCode', () => {
  it('keeps digits only, at most six', () => {
    expect(sanitizeCode('12a-3 4')).toBe('1234');
    expect(sanitizeCode('Your code: 654 321 (valid 10 min)')).toBe('654321');
    expect(sanitizeCode('abc')).toBe('');
  });

  it('reads Persian and Arabic-Indic digits as the digits they are', () => {
    expect(sanitizeCode('۱۲۳۴۵۶')).toBe('123456');
    expect(sanitizeCode('٠١٢٣٤٥٦٧٨٩')).toBe('012345');
    expect(sanitizeCode('۹٩9')).toBe('999');
  });
});

describe('validateVerification', () => {
  it('needs exactly six digits', () => {
    expect(validateVerification({ email: 'sara@example.com', code: '12345' })).toEqual({
      ok: false,
      error: 'invalidCode',
      codeInvalid: true,
    });
    expect(validateVerification({ email: 'sara@example.com', code: '123456' })).toEqual({
      ok: true,
      values: { email: 'sara@example.com', code: '123456' },
    });
  });

  it('needs an email, with the same message, the code not being at fault', () => {
    expect(validateVerification({ email: ' ', code: '123456' })).toEqual({
      ok: false,
      error: 'invalidCode',
      codeInvalid: false,
    });
  });
});
