import { describe, expect, it } from 'vitest';
import { dashboardPages, isDashboardPage, pages } from './pages';

describe('pages', () => {
  it("lists the nine pages of the spec and izi's cart, the dashboards first", () => {
    expect(pages).toHaveLength(10);
    expect(pages.at(-1)).toBe('cart');
    expect(pages.slice(0, dashboardPages.length)).toEqual([...dashboardPages]);
  });

  it('tells dashboards from other pages', () => {
    expect(pages.filter(isDashboardPage)).toEqual(['main', 'peta', 'beta', 'ata', 'alpha']);
  });
});
