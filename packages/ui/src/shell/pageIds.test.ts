import { describe, expect, it } from 'vitest';
import { dashboardPageIds, isDashboardPageId, pageIds } from './pageIds';

describe('pageIds', () => {
  it("lists the nine pages of the spec and izi's cart, the dashboards first", () => {
    expect(pageIds).toHaveLength(11);
    expect(pageIds.at(-1)).toBe('operator');
    expect(pageIds.slice(0, dashboardPageIds.length)).toEqual([...dashboardPageIds]);
  });

  it('tells dashboards from other pages', () => {
    expect(pageIds.filter(isDashboardPageId)).toEqual(['main', 'peta', 'beta', 'ata', 'alpha']);
  });
});
