import { pageIds } from '@izi/ui/shell/pageIds.ts';
import { describe, expect, it } from 'vitest';
import { pageOf, pathOf } from './pagePaths';

describe('page <-> path', () => {
  it('names each page by a path of its own, and reads it back', () => {
    const paths = pageIds.map(pathOf);
    expect(new Set(paths).size).toBe(pageIds.length);
    for (const page of pageIds) expect(pageOf(pathOf(page))).toBe(page);
  });

  it('gives the pages the addresses a person can read', () => {
    expect(pageIds.filter((page) => pathOf(page) === '/')).toEqual(['main']);
    expect(pathOf('wallet')).toBe('/wallet');
    expect(pathOf('peta')).toBe('/medallions/peta');
    expect(pathOf('izishop')).toBe('/shop');
    expect(pathOf('cart')).toBe('/shop/cart');
  });

  it('forgives a trailing slash', () => {
    expect(pageOf('/wallet/')).toBe('wallet');
    expect(pageOf('/shop/cart//')).toBe('cart');
    expect(pageOf('/')).toBe('main');
  });

  it('answers null for a path that names no page', () => {
    for (const path of ['/nope', '/medallions', '/medallions/gamma', '/WALLET', '/api/wallet'])
      expect({ path, page: pageOf(path) }).toEqual({ path, page: null });
  });
});
