import { describe, expect, it } from 'vitest';
import { verificationEmailFrom } from './verificationEmail';

describe('verificationEmailFrom', () => {
  it('takes the address after "email: "', () => {
    expect(
      verificationEmailFrom('Please verify your email first. email: sara@example.com', 'sara'),
    ).toBe('sara@example.com');
  });

  it('falls back to the typed username', () => {
    expect(verificationEmailFrom('You must verify your email before logging in', 'sara')).toBe(
      'sara',
    );
  });

  it('is null for any other refusal', () => {
    expect(verificationEmailFrom('Invalid credentials', 'sara')).toBeNull();
  });
});
