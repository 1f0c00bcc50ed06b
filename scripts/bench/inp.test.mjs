import { describe, expect, it } from 'vitest';
import { describeSample, summarize } from './inp.mjs';
import { formatTable, rowsOf, verdict } from './report.mjs';

const sample = (value, extra = {}) => ({
  value,
  eventType: 'pointer',
  target: 'button.convert',
  inputDelay: 4,
  processing: value - 20,
  presentation: 16,
  ...extra,
});

describe('npm run bench: INP', () => {
  it('sums up an interaction as the median and the worst of its runs, a failed run left out', () => {
    const summary = summarize('open Convert tokens', [
      sample(64),
      null,
      sample(48),
      sample(120),
      sample(56),
    ]);
    expect(summary).toMatchObject({ runs: 4, median: 60, worst: 120, ok: true });
    expect(summarize('slow', [sample(104), sample(96), sample(112)])).toMatchObject({
      median: 104,
      ok: false,
    });
    expect(summarize('at the budget', [sample(100)]).ok).toBe(true);
    expect(summarize('never ran', [null, null])).toMatchObject({
      runs: 0,
      median: null,
      worst: null,
      ok: undefined,
    });
  });

  it('prints the median against the budget and the worst beside it, ok or OVER', () => {
    const inp = {
      interactions: [
        summarize('Add to cart', [sample(40), sample(56), sample(48)]),
        summarize('open the wallet', [sample(136), sample(152), sample(144)]),
        summarize('search keystroke', [null]),
      ],
    };
    const rows = new Map(rowsOf({ inp }).map((row) => [row.key, row]));
    expect(rows.get('inp.Add to cart.median')).toMatchObject({ value: 48, ok: true, unit: 'ms' });
    expect(rows.get('inp.Add to cart.worst').value).toBe(56);
    expect(rows.get('inp.Add to cart.worst').budget).toBeUndefined();
    const { over, missing } = verdict({ inp });
    expect(over).toEqual(['INP: open the wallet (median of 3)']);
    expect(missing.filter((label) => label.startsWith('INP'))).toEqual([
      'INP: search keystroke (median of 0)',
    ]);
    const lines = formatTable({ inp }).split('\n');
    expect(lines.find((line) => line.startsWith('INP: Add to cart (median'))).toMatch(
      /48\s+ms\s+≤ 100 ms\s+ok$/,
    );
    expect(lines.find((line) => line.startsWith('INP: open the wallet (median'))).toMatch(
      /144\s+ms\s+≤ 100 ms\s+OVER$/,
    );
    expect(lines.find((line) => line.startsWith('INP: open the wallet (worst)'))).toMatch(
      /152\s+ms$/,
    );
  });

  it('prints the host’s benchmark index first, without a budget, when it was measured', () => {
    const inp = { cpuSlowdown: 4, benchmarkIndex: 1532, interactions: [] };
    const lines = formatTable({ inp }).split('\n');
    const host = lines.find((line) => line.startsWith('INP host'));
    expect(host).toMatch(/benchmarkIndex, unthrottled \(÷ 4 under test\)\s+1532\s*$/);
    expect(
      rowsOf({ inp: { interactions: [] } }).some((row) => row.key === 'inp.benchmarkIndex'),
    ).toBe(false);
  });

  it('says where a sample’s time went', () => {
    expect(
      describeSample(
        sample(88, {
          longestScript: { duration: 41.6, subpart: 'processing-duration', source: 'DIV.onclick' },
        }),
      ),
    ).toBe(
      '88 ms (input delay 4 + processing 68 + presentation 16) on pointer button.convert; longest script 42 ms in processing-duration (DIV.onclick)',
    );
    expect(describeSample({ value: 24 })).toBe(
      '24 ms (input delay ? + processing ? + presentation ?) on ? ?',
    );
  });
});
