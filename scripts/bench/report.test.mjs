import { describe, expect, it } from 'vitest';
import { firstLoad, formatTable, median, rowsOf, verdict } from './report.mjs';

const result = {
  sizes: {
    floor: { js: 66 * 1024, css: 0 },
    login: { js: 80 * 1024, css: 6 * 1024 },
    dashboard: { js: 120 * 1024, css: 10 * 1024 },
    app: { js: 150 * 1024, css: 16 * 1024 },
  },
  lighthouse: {
    login: { score: 97, fcp: 1200, lcp: 1500, tbt: 20, cls: 0, bytes: 100 * 1024 },
  },
  server: {
    embedded: { http: { rps: 800, p50: 50, p99: 90 }, direct: { rps: 1000, p50: 40, p99: 80 } },
  },
};

describe('npm run bench: the table', () => {
  it('gives ratios to the floor and checks every budget', () => {
    const rows = new Map(rowsOf(result).map((row) => [row.key, row]));
    expect(rows.get('sizes.login.js').ratio).toBeCloseTo(80 / 66);
    expect(rows.get('sizes.login.js').ok).toBe(true);
    expect(rows.get('sizes.app.js').ratio).toBeCloseTo(150 / 66);
    expect(rows.get('sizes.app.js').ok).toBe(false);
    expect(rows.get('sizes.app.css').ok).toBe(false);
    expect(rows.get('lighthouse.login.score').ok).toBe(true);
    expect(rows.get('server.embedded.share').value).toBeCloseTo(80);
    expect(rows.get('server.embedded.share').ok).toBe(true);
    expect(verdict(result).over).toEqual(['whole app JS', 'whole app CSS']);
    expect(verdict({ sizes: {} }).missing).toContain('login first-load JS');
  });

  it('prints the earlier value and the delta when comparing', () => {
    const before = structuredClone(result);
    before.sizes.login.js = 100 * 1024;
    before.lighthouse.login.score = 89;
    const table = formatTable(result, before);
    const line = (label) => table.split('\n').find((text) => text.startsWith(label));
    expect(line('login first-load JS')).toMatch(
      /80\.0\s+kB gz\s+1\.21×\s+≤ 1\.3× floor\s+ok\s+100\.0\s+−20\.0$/,
    );
    expect(line('Lighthouse login: performance')).toMatch(/97\s+≥ 95\s+ok\s+89\s+\+8$/);
    expect(line('whole app JS')).toMatch(/OVER\s+150\.0\s+±0$/);
    expect(formatTable(result)).not.toMatch(/before|delta/);
    const shifted = structuredClone(result);
    shifted.lighthouse.login.cls = 0.00036;
    expect(
      formatTable(shifted)
        .split('\n')
        .find((text) => text.includes('CLS')),
    ).toMatch(/0\.00036\s+0\s+OVER$/);
  });

  it('takes medians and follows static imports in the manifest', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNull();
    const manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_shared'], css: ['assets/index.css'] },
      _shared: { file: 'assets/shared.js', imports: [] },
      'SignedIn.tsx': { file: 'assets/signed.js', imports: ['_shared'], css: ['assets/s.css'] },
    };
    const entry = firstLoad(manifest, 'index.html');
    expect(entry.js).toEqual(['assets/index.js', 'assets/shared.js']);
    const next = firstLoad(manifest, 'SignedIn.tsx', new Set(entry.seen));
    expect(next).toMatchObject({ js: ['assets/signed.js'], css: ['assets/s.css'] });
  });

  it('gives the large lists a row per measure: the ratio large/small, and the keystroke in ms', () => {
    const lists = {
      rows: [
        { name: 'marketplace', small: 50, large: 60, ratio: 1.2 },
        { name: 'characters', small: 10, large: 14, ratio: 1.4 },
        { name: 'wallet', small: 10, large: null, ratio: null },
        { name: 'search keystroke', small: 20, large: 38, ratio: 1.9 },
      ],
    };
    const rows = new Map(rowsOf({ lists }).map((row) => [row.key, row]));
    expect(rows.get('lists.marketplace')).toMatchObject({ value: 1.2, ok: true, unit: '×' });
    expect(rows.get('lists.characters').ok).toBe(false);
    expect(rows.get('lists.keystroke')).toMatchObject({ value: 38, ok: true, unit: 'ms' });
    const { over, missing } = verdict({ lists });
    expect(over).toContain('large lists: characters, large/small');
    expect(missing).toContain('large lists: wallet, large/small');
    const line = formatTable({ lists })
      .split('\n')
      .find((text) => text.startsWith('large lists: characters'));
    expect(line).toMatch(/1\.40\s+×\s+≤ 1\.3×\s+OVER$/);
  });
});
