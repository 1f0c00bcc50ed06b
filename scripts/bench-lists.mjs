// `npm run bench:lists`: do the lists stay fast at thousands of items?
//
// 1. builds the app for production (or takes `--dist <folder>`, an existing build);
// 2. serves it twice from 127.0.0.1, each server answering `/api` with the mocks' own handlers
//    (msw's `getResponse`, the same code as mock mode, no service worker) over an in-memory
//    economy: SMALL (50 marketplace and shop items, 5 characters, 10 transactions) and LARGE
//    (5,000, 5,000, 500, 10,000) from the mocks' seeded generator (`largeData`); each GET's
//    answer is made once and its bytes sent again (scripts/bench/answers.mjs: the mocks building
//    1 MB of JSON in Node is the lab's server at work, not the page), gzipped from 1 kB as our
//    server sends them;
// 3. in /usr/bin/chromium (Playwright), signed in with a stored token, in English, after one
//    untimed pass of every measure at each size (the same warm-up for both: the servers' and the
//    browser's first requests), for each run and each measure, at each size one after the other
//    (small first in even runs, large first in odd ones, so a change of load on the machine
//    weighs on both sizes alike), a fresh context (cold cache):
//    - dashboard: from navigation to the character slider's and the transactions' items visible;
//    - marketplace, iziShop, wallet, characters, the PETA dashboard: from the click on its link
//      (on the dashboard) to the page's list items (the carousel's slide) visible;
//    - a marketplace search keystroke: from keydown to the frame whose count shows the new result;
//    Each page is opened from a settled dashboard (its pictures loaded, two frames drawn), so the
//    dashboard's own loading is not counted in the page's first render. The click comes at a
//    set time after a frame starts (run r of n: (r + 0.5)/n of a 60 Hz frame), the same times for
//    both sizes: a page drawn in a few milliseconds waits for the next frame, and that wait
//    depends on where in the frame the click fell; with the same spread of click times on both
//    sides, the ratio compares the pages' own work rather than the luck of that wait;
// 4. prints the medians of the runs per size (and the spread, min–max) and the ratios
//    large/small against the budgets (first render ≤ 1.3× small; keystroke at 5,000 items
//    ≤ 50 ms), and writes bench-results/bench-lists.json and .txt.
//
//   npm run bench:lists -- [--runs 31] [--dist app/dist] [--out bench-results/bench-lists.json]
//
// One file over 400 lines: each measure's steps are read beside the timing loop that runs them,
// and splitting the measures from their loop would make the method harder to check.
//                          [--only characters,search keystroke]
//
// `npm run bench` runs it too (on its own build, `--skip-lists` leaves it out): `benchLists()`.
import { spawnSync } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { answerStore, encode } from './bench/answers.mjs';
import { budgets } from './bench/report.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
export const SIZES = {
  small: { marketplaceItems: 50, shopItems: 50, characters: 5, transactions: 10 },
  large: { marketplaceItems: 5000, shopItems: 5000, characters: 500, transactions: 10000 },
};
// The budgets, as `npm run bench` checks them (scripts/bench/report.mjs).
const FIRST_RENDER_BUDGET = budgets.listsRatio;
const KEYSTROKE_BUDGET_MS = budgets.keystrokeMs;
const step = (text) => console.log(`\n▶ ${text}`);

async function buildApp(dist) {
  if (dist) return resolve(dist);
  step('building the app (production)');
  spawnSync(process.execPath, ['locales/scripts/compile.mjs'], { cwd: root, stdio: 'inherit' });
  const outDir = join(mkdtempSync(join(tmpdir(), 'izi-bench-lists-')), 'dist');
  const { build } = await import('vite');
  await build({
    configFile: join(root, 'app/vite.config.ts'),
    build: { outDir, emptyOutDir: true },
    logLevel: 'warn',
  });
  return outDir;
}

/** The mocks (TypeScript) bundled for Node next to node_modules, so `msw` resolves. */
export async function loadMocks() {
  const { build } = await import('esbuild');
  const outfile = join(root, 'node_modules/.cache/izi-bench-lists/mocks.mjs');
  mkdirSync(dirname(outfile), { recursive: true });
  await build({
    entryPoints: [join(root, 'mocks/src/index.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    external: ['msw'],
    logLevel: 'warning',
  });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

const send = (res, { status, headers, body }) => res.writeHead(status, headers).end(body);

export async function serve(dist, mocks, sizes) {
  const { getResponse } = await import('msw');
  const db = mocks.createMockDb(mocks.largeData(sizes));
  const handlers = mocks.createHandlers({ db });
  // Each GET answer is made once (in the untimed warm-up pass) and sent again as it was:
  // scripts/bench/answers.mjs says why.
  const answers = answerStore();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname.startsWith('/api/')) {
      const kept = answers.answerFor(req);
      if (kept) {
        send(res, encode(kept, req.headers['accept-encoding']));
        return;
      }
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      const request = new Request(url.href, {
        method: req.method,
        headers: Object.entries(req.headers).flatMap(([k, v]) =>
          v === undefined ? [] : [[k, Array.isArray(v) ? v.join(', ') : v]],
        ),
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
      });
      const response = await getResponse(handlers, request);
      if (!response) {
        res.writeHead(404).end();
        return;
      }
      const made = {
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body: Buffer.from(await response.arrayBuffer()),
      };
      answers.keep(req, made);
      send(res, encode(made, req.headers['accept-encoding']));
      return;
    }
    let file = normalize(join(dist, decodeURIComponent(url.pathname)));
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) {
      file = join(dist, 'index.html');
    }
    res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return { server, origin: `http://127.0.0.1:${port}` };
}

// In the page: resolves with performance.now() at the first animation frame where `ready()` holds.
const WAIT_FOR = `(ready) => new Promise((resolve, reject) => {
  const started = performance.now();
  const check = () => {
    if (ready()) resolve(performance.now());
    else if (performance.now() - started > 60000) reject(new Error('not ready in 60 s'));
    else requestAnimationFrame(check);
  };
  check();
})`;

const visibleItem = (listSelector) => `() => {
  for (const list of document.querySelectorAll(${JSON.stringify(listSelector)})) {
    const item = list.querySelector('li, [role="listitem"]');
    if (item && item.getBoundingClientRect().height > 0) return true;
  }
  return false;
}`;
const sectionList = (heading) => `() => {
  const h = [...document.querySelectorAll('h2, h3')].find((e) => e.textContent.trim() === ${JSON.stringify(heading)});
  const section = h && h.closest('section');
  const item = section && section.querySelector('li, [role="listitem"]');
  return !!item && item.getBoundingClientRect().height > 0;
}`;
const dashboardReady = `() => (${visibleItem('ul[aria-label="My characters"]')})() && (${sectionList('Latest transactions')})()`;

const PAGES = [
  {
    name: 'marketplace',
    open: async (page) => page.getByRole('button', { name: 'Marketplace', exact: true }).first(),
    ready: visibleItem('ul[aria-label="Characters for sale"]'),
  },
  {
    name: 'shop',
    open: async (page) => page.getByRole('button', { name: 'iziShop', exact: true }).first(),
    ready: visibleItem('ul[aria-label="Shop items"]'),
  },
  {
    name: 'wallet',
    open: async (page) => page.getByRole('button', { name: 'Wallet', exact: true }).first(),
    // The dashboard has a transactions list too: the wallet's is the one under its own heading.
    ready: `() => [...document.querySelectorAll('h1')].some((h) => h.textContent.trim() === 'Wallet') && (${sectionList('Latest transactions')})()`,
  },
  {
    name: 'characters',
    open: async (page) =>
      page
        .getByRole('heading', { name: 'My characters' })
        .locator('xpath=ancestor::*[.//button][1]')
        .getByRole('button', { name: 'View all' }),
    ready: `() => !!document.querySelector('article[aria-roledescription="character"]')`,
  },
  {
    name: 'medallion (PETA)',
    open: async (page) => {
      await page.getByRole('button', { name: 'Dashboards' }).first().click();
      return page.getByRole('menu').getByText('PETA', { exact: true }).first();
    },
    ready: sectionList('Your PETA characters'),
  },
];

async function signedInPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    localStorage.setItem('authToken', 'mock-token.bench');
    localStorage.setItem('izi.locale', 'en');
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
  return { context, page };
}

async function dashboard(page, origin) {
  await page.goto(`${origin}/`, { waitUntil: 'commit' });
  const at = await page.evaluate(`(${WAIT_FOR})(${dashboardReady})`);
  // From the navigation's start (time origin) to the items' frame.
  return at;
}

/**
 * The dashboard at rest before a page is opened from it: every picture loaded (the large data's
 * slider has more of them to fetch and decode) and two frames drawn, so what is timed next is
 * the page's own first render, not the end of the dashboard's.
 */
async function settled(page) {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), null, {
    timeout: 20000,
  });
  await page.evaluate(
    () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Runs per size by default. A page drawn in a few tens of milliseconds moves by a frame from run
 * to run, and the two medians' ratio with it: with fewer runs a page within its budget too often
 * goes over it by chance.
 */
export const RUNS = 31;

/** A 60 Hz frame, in ms. */
const FRAME_MS = 1000 / 60;
/** When in a frame run `run` of `runs` clicks: spread evenly over the frame, the same for both sizes. */
export const clickPhase = (run, runs) => ((run + 0.5) / runs) * FRAME_MS;

async function measurePage(browser, origin, spec, phase = 0) {
  const { context, page } = await signedInPage(browser);
  try {
    await dashboard(page, origin);
    await settled(page);
    const target = await spec.open(page);
    await target.waitFor();
    const handle = await target.elementHandle();
    return await page.evaluate(
      async ([element, waitFor, ready, phase]) => {
        const wait = (0, eval)(waitFor);
        const isReady = (0, eval)(ready);
        // The click comes `phase` ms after a frame starts.
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, phase)));
        const start = performance.now();
        element.click();
        const end = await wait(isReady);
        return end - start;
      },
      [handle, WAIT_FOR, spec.ready, phase],
    );
  } finally {
    await context.close();
  }
}

async function measureDashboard(browser, origin) {
  const { context, page } = await signedInPage(browser);
  try {
    return await dashboard(page, origin);
  } finally {
    await context.close();
  }
}

async function measureKeystroke(browser, origin) {
  const { context, page } = await signedInPage(browser);
  try {
    await dashboard(page, origin);
    await (await PAGES[0].open(page)).click();
    await page.waitForFunction(`(${PAGES[0].ready})()`);
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.focus();
    await page.waitForTimeout(300);
    await page.evaluate(() => {
      // The marketplace's own polite status: empty at first, "N results" once the search changed.
      const section = [...document.querySelectorAll('h1')]
        .find((h) => h.textContent.trim() === 'Marketplace')
        ?.closest('section');
      const status = () => section?.querySelector('[role="status"]')?.textContent ?? '';
      window.__keystroke = new Promise((resolve) => {
        const before = status();
        document.addEventListener(
          'keydown',
          (event) => {
            const start = event.timeStamp;
            const check = () => {
              if (status() !== before) resolve(performance.now() - start);
              else if (performance.now() - start > 20000) resolve(Number.NaN);
              else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          },
          { once: true, capture: true },
        );
      });
    });
    // The first keystroke in the empty box: "7" leaves a tenth of the items (every name with a 7).
    await page.keyboard.press('7');
    await page.waitForFunction(() => window.__keystroke !== undefined);
    return await page.evaluate(() => window.__keystroke);
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Every measure's name, in the table's order. */
export const MEASURES = ['dashboard', ...PAGES.map((p) => p.name), 'search keystroke'];

/** A row of the table from a measure's samples: medians, their ratio, the budget and its verdict. */
export function rowOf(name, { small, large }) {
  const smallMedian = median(small);
  const largeMedian = median(large);
  const ratio = largeMedian / smallMedian;
  const keystroke = name === 'search keystroke';
  const ok = keystroke ? largeMedian <= KEYSTROKE_BUDGET_MS : ratio <= FIRST_RENDER_BUDGET;
  const budget = keystroke ? `≤ ${KEYSTROKE_BUDGET_MS} ms` : `≤ ${FIRST_RENDER_BUDGET}×`;
  return {
    name,
    small: smallMedian,
    large: largeMedian,
    ratio,
    budget,
    ok,
    samples: { small, large },
  };
}

const spread = (values) =>
  values.length ? `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}` : '-';

/** The table (Markdown) of a result of `benchLists`. */
export function formatListsTable({ runs, load, rows }) {
  const table = [
    `| measure | small (ms) | large (ms) | large/small | budget | | small min–max | large min–max |`,
    `| --- | ---: | ---: | ---: | --- | --- | ---: | ---: |`,
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.small.toFixed(0)} | ${r.large.toFixed(0)} | ${r.ratio.toFixed(2)}× | ${r.budget} | ${r.ok ? 'ok' : 'OVER'} | ${spread(r.samples.small)} | ${spread(r.samples.large)} |`,
    ),
  ].join('\n');
  const note = `medians of ${runs} runs; load average during the runs ${Math.min(...load).toFixed(2)}–${Math.max(...load).toFixed(2)}`;
  return `${table}\n${note}`;
}

/**
 * The whole benchmark: builds the app (or takes `dist`), serves it with small and large data,
 * times `only` the named measures (all by default) `runs` times per size, and returns
 * `{ sizes, runs, load, rows }`.
 */
export async function benchLists({ dist: given, runs = RUNS, only } = {}) {
  const wanted = only ? MEASURES.filter((name) => only.includes(name)) : MEASURES;
  if (wanted.length === 0) throw new Error(`--only names none of: ${MEASURES.join(', ')}`);
  const dist = await buildApp(given);
  step('serving the build with the mocks (small and large data)');
  const mocks = await loadMocks();
  const servers = {
    small: await serve(dist, mocks, SIZES.small),
    large: await serve(dist, mocks, SIZES.large),
  };
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? chromiumPath,
    args: [...chromiumArgs],
  });
  const names = wanted;
  const samples = Object.fromEntries(names.map((n) => [n, { small: [], large: [] }]));
  const load = [loadavg()[0]];
  try {
    step(`timing ${runs} runs per size (load average ${loadavg()[0].toFixed(2)})`);
    /** Each wanted measure: how to take one sample of it from a size's server. */
    const measures = [
      { name: 'dashboard', take: (origin) => measureDashboard(browser, origin) },
      ...PAGES.map((spec) => ({
        name: spec.name,
        take: (origin, phase) => measurePage(browser, origin, spec, phase),
      })),
      { name: 'search keystroke', take: (origin) => measureKeystroke(browser, origin) },
    ].filter(({ name }) => names.includes(name));
    /** Every measure once at each size of `order`, the two sizes of a measure one after the other. */
    const pass = async (order, phase, keep) => {
      for (const { name, take } of measures)
        for (const size of order) {
          try {
            keep(name, size, await take(servers[size].origin, phase));
          } catch (error) {
            console.error(`  ${name} (${size}) failed: ${String(error).split('\n')[0]}`);
          }
        }
    };
    // The warm-up, untimed and the same for both sizes: one pass of every measure (the first
    // requests pay for Chromium's start and the servers' first answers of each call).
    await pass(['small', 'large'], 0, () => {});
    for (let run = 0; run < runs; run += 1) {
      // Small first in even runs, large first in odd ones; each measure's two samples are taken
      // one after the other, so a change of load on the machine weighs on both sizes alike.
      const order = run % 2 === 0 ? ['small', 'large'] : ['large', 'small'];
      await pass(order, clickPhase(run, runs), (name, size, value) =>
        samples[name][size].push(value),
      );
      load.push(loadavg()[0]);
      process.stdout.write(`  run ${run + 1}/${runs} done\n`);
    }
  } finally {
    await browser.close();
    for (const { server } of Object.values(servers)) server.close();
  }

  return { sizes: SIZES, runs, load, rows: names.map((name) => rowOf(name, samples[name])) };
}

async function main() {
  const { values: options } = parseArgs({
    options: {
      runs: { type: 'string', default: String(RUNS) },
      dist: { type: 'string' },
      out: { type: 'string', default: 'bench-results/bench-lists.json' },
      only: { type: 'string' },
    },
  });
  const result = await benchLists({
    dist: options.dist,
    runs: Number(options.runs),
    only: options.only?.split(',').map((name) => name.trim()),
  });
  const text = formatListsTable(result);
  console.log(`\n${text}`);
  const out = resolve(root, options.out);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(out.replace(/\.json$/, '.txt'), `${text}\n`);
  console.log(`\nwritten: ${options.out}`);
  process.exitCode = result.rows.every((r) => r.ok) ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
