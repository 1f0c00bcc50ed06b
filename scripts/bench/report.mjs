// The table of `npm run bench`: every figure of a result (the JSON that bench.mjs writes) as a
// row, with its ratio to the floor, its budget and, given an earlier result, the delta.
// Pure functions, tested in report.test.mjs.

const kB = (bytes) => (bytes == null ? null : bytes / 1024);

/** Budgets the benchmark must show, in one run. */
export const budgets = {
  loginJsRatio: 1.3,
  appJsRatio: 2.2,
  cssKb: 15,
  lighthouseScore: 95,
  tbtMs: 50,
  cls: 0,
  httpShare: 0.7,
  /** Large lists: each page's first render at the large sizes, as a ratio to the small. */
  listsRatio: 1.3,
  /** Large lists: a marketplace search keystroke at 5,000 items, to the frame that shows it. */
  keystrokeMs: 50,
  /** Each measured interaction's INP (the median of its runs), at a 4× CPU slowdown. */
  inpMs: 100,
};

/**
 * Every row of a result: `{ key, label, value, unit, ratio?, budget?, ok? }`. `value` is null when
 * the result lacks the figure (a part of the bench that did not run).
 */
export function rowsOf(result) {
  const rows = [];
  const sizes = result.sizes ?? {};
  const floorJs = sizes.floor?.js;
  const add = (row) => rows.push({ ...row, value: row.value ?? null });
  const sizeRow = (key, label, bytes, extra = {}) =>
    add({
      key,
      label,
      value: kB(bytes),
      unit: 'kB gz',
      ratio: bytes != null && floorJs ? bytes / floorJs : undefined,
      ...extra,
    });
  add({
    key: 'sizes.floor.js',
    label: 'floor JS (React 19 hello world)',
    value: kB(floorJs),
    unit: 'kB gz',
  });
  sizeRow('sizes.login.js', 'login first-load JS', sizes.login?.js, {
    budget: `≤ ${budgets.loginJsRatio}× floor`,
    ok:
      sizes.login?.js != null && floorJs
        ? sizes.login.js / floorJs <= budgets.loginJsRatio
        : undefined,
  });
  add({
    key: 'sizes.login.css',
    label: 'login first-load CSS',
    value: kB(sizes.login?.css),
    unit: 'kB gz',
  });
  sizeRow('sizes.dashboard.js', 'dashboard first-load JS', sizes.dashboard?.js);
  add({
    key: 'sizes.dashboard.css',
    label: 'dashboard first-load CSS',
    value: kB(sizes.dashboard?.css),
    unit: 'kB gz',
  });
  sizeRow('sizes.app.js', 'whole app JS', sizes.app?.js, {
    budget: `≤ ${budgets.appJsRatio}× floor`,
    ok: sizes.app?.js != null && floorJs ? sizes.app.js / floorJs <= budgets.appJsRatio : undefined,
  });
  add({
    key: 'sizes.app.css',
    label: 'whole app CSS',
    value: kB(sizes.app?.css),
    unit: 'kB gz',
    budget: `≤ ${budgets.cssKb} kB`,
    ok: sizes.app?.css != null ? kB(sizes.app.css) <= budgets.cssKb : undefined,
  });

  for (const [page, figures] of Object.entries(result.lighthouse ?? {})) {
    const name = `Lighthouse ${page}`;
    const defined = (value) => value != null;
    add({
      key: `lighthouse.${page}.score`,
      label: `${name}: performance`,
      value: figures.score,
      unit: '',
      budget: `≥ ${budgets.lighthouseScore}`,
      ok: defined(figures.score) ? figures.score >= budgets.lighthouseScore : undefined,
    });
    add({ key: `lighthouse.${page}.fcp`, label: `${name}: FCP`, value: figures.fcp, unit: 'ms' });
    add({ key: `lighthouse.${page}.lcp`, label: `${name}: LCP`, value: figures.lcp, unit: 'ms' });
    add({
      key: `lighthouse.${page}.tbt`,
      label: `${name}: TBT`,
      value: figures.tbt,
      unit: 'ms',
      budget: `≤ ${budgets.tbtMs} ms`,
      ok: defined(figures.tbt) ? figures.tbt <= budgets.tbtMs : undefined,
    });
    add({
      key: `lighthouse.${page}.cls`,
      label: `${name}: CLS`,
      value: figures.cls,
      unit: '',
      budget: `${budgets.cls}`,
      ok: defined(figures.cls) ? figures.cls <= budgets.cls : undefined,
    });
    add({
      key: `lighthouse.${page}.bytes`,
      label: `${name}: transferred`,
      value: kB(figures.bytes),
      unit: 'kB',
    });
  }

  for (const [database, figures] of Object.entries(result.server ?? {})) {
    const name = `GET /api/wallet ${database}`;
    for (const way of ['http', 'direct']) {
      const part = figures[way] ?? {};
      add({
        key: `server.${database}.${way}.rps`,
        label: `${name} ${way}: rate`,
        value: part.rps,
        unit: 'req/s',
      });
      add({
        key: `server.${database}.${way}.p50`,
        label: `${name} ${way}: p50`,
        value: part.p50,
        unit: 'ms',
      });
      add({
        key: `server.${database}.${way}.p99`,
        label: `${name} ${way}: p99`,
        value: part.p99,
        unit: 'ms',
      });
    }
    const share =
      figures.http?.rps != null && figures.direct?.rps
        ? figures.http.rps / figures.direct.rps
        : null;
    add({
      key: `server.${database}.share`,
      label: `${name}: HTTP / direct`,
      value: share == null ? null : share * 100,
      unit: '%',
      ...(database === 'embedded'
        ? {
            budget: `≥ ${budgets.httpShare * 100}%`,
            ok: share == null ? undefined : share >= budgets.httpShare,
          }
        : {}),
    });
  }
  // Large lists (bench-lists.mjs): each measure's medians as the ratio large/small, and the
  // keystroke's time at the large size.
  for (const row of result.lists?.rows ?? []) {
    const measured = (value) => (Number.isFinite(value) ? value : null);
    if (row.name === 'search keystroke') {
      const value = measured(row.large);
      add({
        key: 'lists.keystroke',
        label: 'large lists: search keystroke (5,000 items)',
        value,
        unit: 'ms',
        budget: `≤ ${budgets.keystrokeMs} ms`,
        ok: value == null ? undefined : value <= budgets.keystrokeMs,
      });
    } else {
      const value = measured(row.ratio);
      add({
        key: `lists.${row.name}`,
        label: `large lists: ${row.name}, large/small`,
        value,
        unit: '×',
        budget: `≤ ${budgets.listsRatio}×`,
        ok: value == null ? undefined : value <= budgets.listsRatio,
      });
    }
  }
  // INP (bench-inp.mjs): the host's speed, then each interaction's median against the budget,
  // and its worst run.
  if (result.inp?.benchmarkIndex != null) {
    add({
      key: 'inp.benchmarkIndex',
      label: `INP host: Lighthouse benchmarkIndex, unthrottled (÷ ${result.inp.cpuSlowdown} under test)`,
      value: result.inp.benchmarkIndex,
      unit: '',
    });
  }
  for (const interaction of result.inp?.interactions ?? []) {
    const name = `INP: ${interaction.name}`;
    add({
      key: `inp.${interaction.name}.median`,
      label: `${name} (median of ${interaction.runs})`,
      value: interaction.median,
      unit: 'ms',
      budget: `≤ ${budgets.inpMs} ms`,
      ok: interaction.ok,
    });
    add({
      key: `inp.${interaction.name}.worst`,
      label: `${name} (worst)`,
      value: interaction.worst,
      unit: 'ms',
    });
  }
  return rows;
}

const number = (value, unit) => {
  if (value == null) return '-';
  if (unit === '×') return value.toFixed(2);
  // A CLS just above zero must not print as 0.000 beside a budget of 0.
  if (unit === '' && value > 0 && value < 0.001) return value.toPrecision(2);
  if (unit === '' && value < 1 && value !== 0) return value.toFixed(3);
  if (unit === 'kB gz' || unit === 'kB') return value.toFixed(1);
  if (unit === '%') return value.toFixed(0);
  return Math.round(value).toString();
};

const signed = (delta, unit) => {
  if (delta == null) return '';
  const text = number(Math.abs(delta), unit);
  if (Number(text) === 0) return '±0';
  return `${delta > 0 ? '+' : '−'}${text}`;
};

/** The table as text: one row per figure; with `previous`, its value and the delta. */
export function formatTable(result, previous) {
  const before = previous ? new Map(rowsOf(previous).map((row) => [row.key, row])) : null;
  const header = ['figure', 'value', 'unit', '× floor', 'budget', ''];
  if (before) header.push('before', 'delta');
  const lines = [header];
  for (const row of rowsOf(result)) {
    const line = [
      row.label,
      number(row.value, row.unit),
      row.unit,
      row.ratio == null ? '' : `${row.ratio.toFixed(2)}×`,
      row.budget ?? '',
      row.ok === undefined ? '' : row.ok ? 'ok' : 'OVER',
    ];
    if (before) {
      const old = before.get(row.key);
      const oldValue = old?.value ?? null;
      line.push(
        number(oldValue, row.unit),
        row.value == null || oldValue == null ? '' : signed(row.value - oldValue, row.unit),
      );
    }
    lines.push(line);
  }
  const widths = header.map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  return lines
    .map((line) =>
      line
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The budgets that the result breaks (labels), and those it could not show (missing figures). */
export function verdict(result) {
  const rows = rowsOf(result).filter((row) => row.budget);
  return {
    over: rows.filter((row) => row.ok === false).map((row) => row.label),
    missing: rows.filter((row) => row.ok === undefined).map((row) => row.label),
  };
}

/** The median of numbers (the mean of the middle two for an even count); null when empty. */
export function median(values) {
  const sorted = values.filter((value) => value != null).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * What a page loads first, from Vite's manifest: the chunk of `key` and every chunk it imports
 * statically (transitively), with their CSS; `seen` chunks (already loaded) are left out.
 */
export function firstLoad(manifest, key, seen = new Set()) {
  const js = new Set();
  const css = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) throw new Error(`the manifest has no ${name}`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { js: [...js], css: [...css], seen };
}
