import { describe, expect, it } from 'vitest';
import { validateSignup } from './SignupForm';

const valid = {
  username: 'sara',
  email: 'sara@example.com',
  password: 'secret-42',
  confirmPassword: 'secret-42',
};

describe('validateSignup', () => {
  it('reports missing username, email or password first, even when passwords differ', () => {
    expect(validateSignup({ ...valid, username: '', confirmPassword: 'other' })).toEqual({
      ok: false,
      error: 'fillAllFields',
      fields: ['username'],
    });
    expect(validateSignup({ ...valid, email: ' ', password: '' })).toMatchObject({
      error: 'fillAllFields',
      fields: ['email', 'password'],
    });
  });

  it('then requires the confirmation to match, an empty one included', () => {
    expect(validateSignup({ ...valid, confirmPassword: 'secret-24' })).toEqual({
      ok: false,
      error: 'passwordsDontMatch',
      fields: ['confirmPassword'],
    });
    expect(validateSignup({ ...valid, confirmPassword: '' })).toMatchObject({
      error: 'passwordsDontMatch',
    });
  });

  it('sends trimmed username and email, the password as typed, and no confirmation', () => {
    expect(validateSignup({ ...valid, username: ' sara ', email: ' sara@example.com ' })).toEqual({
      ok: true,
      values: { username: 'sara', email: 'sara@example.com', password: 'secret-42' },
    });
  });
});
