import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import { clampStars, Stars } from './Stars';

describe('clampStars', () => {
  it('keeps the level within 0..max and whole', () => {
    expect(clampStars(-1)).toBe(0);
    expect(clampStars(2.7)).toBe(2);
    expect(clampStars(9)).toBe(4);
    expect(clampStars(Number.NaN)).toBe(0);
  });
});

describe('Stars', () => {
  it('is an image named by its level', () => {
    render(
      <LocaleProvider locale="en" messages={{}}>
        <Stars level={3} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('img', { name: '3 of 4 stars' })).toBeInTheDocument();
  });
});
