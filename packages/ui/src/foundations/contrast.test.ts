import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor } from './contrast';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#5233c9', '#5233c9')).toBeCloseTo(1, 5);
  });

  it('matches WCAG reference values', () => {
    // #767676 on white is the lightest grey that passes AA for body text.
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#fff', '#767676')).toBeCloseTo(4.54, 2);
  });

  it('lays a translucent colour over the background first', () => {
    expect(contrastRatio('rgb(0 0 0 / 0)', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('rgb(0 0 0 / 0.5)', '#ffffff')).toBeGreaterThan(3.9);
  });
});

describe('parseColor', () => {
  it('reads the formats the theme writes', () => {
    expect(parseColor('#abc')).toEqual({ r: 170, g: 187, b: 204, a: 1 });
    expect(parseColor('rgb(20 16 40 / 0.55)')).toEqual({ r: 20, g: 16, b: 40, a: 0.55 });
  });

  it('refuses what it cannot read, rather than guess', () => {
    expect(() => parseColor('oklch(0.5 0.1 200)')).toThrow(/not a colour/);
  });
});
