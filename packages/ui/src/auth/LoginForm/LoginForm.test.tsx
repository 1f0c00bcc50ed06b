import { describe, expect, it } from 'vitest';
import { validateLogin } from './LoginForm';

describe('validateLogin', () => {
  it('requires both fields and names every missing one', () => {
    expect(validateLogin({ username: '', password: '' })).toEqual({
      ok: false,
      error: 'fillAllFields',
      fields: ['username', 'password'],
    });
    expect(validateLogin({ username: 'sara', password: '' })).toMatchObject({
      ok: false,
      fields: ['password'],
    });
  });

  it('counts a field of spaces as empty', () => {
    expect(validateLogin({ username: '  ', password: ' \t' })).toMatchObject({
      ok: false,
      fields: ['username', 'password'],
    });
  });

  it('trims the username but sends the password exactly as typed', () => {
    expect(validateLogin({ username: ' sara ', password: ' secret ' })).toEqual({
      ok: true,
      values: { username: 'sara', password: ' secret ' },
    });
  });
});
