// `npm run bench`: in one run,
// 1. builds the app and, with the same Vite, a bare React 19 hello world (the floor), and measures
//    the gzipped JS and CSS the login screen loads first, the signed-in dashboard loads first, and
//    the whole app holds (from Vite's manifest);
// 2. starts the production server on that build and a fresh data folder, and runs Lighthouse 12
//    (mobile, simulated throttling) in /usr/bin/chromium on the login screen and on the dashboard
//    signed in as demo, each run in a fresh Chrome profile (cold cache); the median of the runs
//    (5 by default: Lighthouse's variability guide says the median of 5 halves the spread);
// 3. runs the server benchmark (`bench:server`, 3 rounds of both halves, the median round) at 50
//    connections on the embedded database, and on PostgreSQL when DATABASE_URL is set;
// 4. runs the large-lists benchmark (`bench:lists`, scripts/bench-lists.mjs) on the same build:
//    each page's first render with large data as a ratio to small data, and a marketplace search
//    keystroke at 5,000 items (medians of `--lists-runs`, 31 by default);
// 5. measures the interaction to next paint (INP, `web-vitals`) of five interactions at a 4× CPU
//    slowdown, on the production server on that build (scripts/bench-inp.mjs; the median and the
//    worst of `--inp-runs`, 5 by default).
// It writes bench-results/bench.json and bench-results/bench.txt (the table) and prints the table.
//
//   npm run bench -- [--compare old.json] [--runs 5] [--out bench-results/bench.json]
//                    [--skip-lighthouse] [--skip-server] [--skip-lists] [--skip-inp]
//                    [--only lighthouse,server,lists,inp] [--lists-runs 31] [--inp-runs 5]
// BENCH_DURATION (seconds per half of the server benchmark, default 10).
import { spawn, spawnSync } from 'node:child_process';
import { cpus, loadavg, tmpdir } from 'node:os';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { firstLoad, formatTable, median, verdict } from './bench/report.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: options } = parseArgs({
  options: {
    compare: { type: 'string' },
    runs: { type: 'string', default: '5' },
    out: { type: 'string', default: 'bench-results/bench.json' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-server': { type: 'boolean', default: false },
    'skip-lists': { type: 'boolean', default: false },
    'skip-inp': { type: 'boolean', default: false },
    only: { type: 'string' },
    'lists-runs': { type: 'string' },
    'inp-runs': { type: 'string' },
  },
});
const parts = ['lighthouse', 'server', 'lists', 'inp'];
const only = options.only?.split(',').map((part) => part.trim());
const unknown = only?.filter((part) => !parts.includes(part)) ?? [];
if (unknown.length) throw new Error(`--only takes ${parts.join(', ')}; not ${unknown.join(', ')}`);
/** Whether a part of the bench runs: the ones `--only` names, else all but the skipped. */
const runsPart = (part) => (only ? only.includes(part) : !options[`skip-${part}`]);
const runs = Number(options.runs);
const chromePath = process.env.CHROME_PATH ?? chromiumPath;
const chromeFlags = [...chromiumArgs];
const work = mkdtempSync(join(tmpdir(), 'izi-bench-'));
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const sum = (dir, files) => files.reduce((total, file) => total + gz(join(dir, file)), 0);
const step = (text) => console.log(`\n▶ ${text}`);

async function buildSizes() {
  const { build } = await import('vite');
  step('building the app and the floor (React 19 hello world) with the same Vite');
  spawnSync(process.execPath, ['locales/scripts/compile.mjs'], { cwd: root, stdio: 'inherit' });
  const appDir = join(work, 'app');
  await build({
    configFile: join(root, 'app/vite.config.ts'),
    build: { outDir: appDir, emptyOutDir: true },
    logLevel: 'warn',
  });
  const { default: react } = await import('@vitejs/plugin-react');
  const floorDir = join(work, 'floor');
  await build({
    configFile: false,
    root: join(root, 'scripts/bench/floor'),
    plugins: [react()],
    build: { outDir: floorDir, emptyOutDir: true, manifest: true },
    logLevel: 'warn',
  });

  const manifestOf = (dir) => JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
  const entryOf = (manifest) => Object.keys(manifest).find((key) => manifest[key].isEntry);
  const floorManifest = manifestOf(floorDir);
  const floor = firstLoad(floorManifest, entryOf(floorManifest));

  const manifest = manifestOf(appDir);
  const login = firstLoad(manifest, entryOf(manifest));
  const signedInKey = Object.keys(manifest).find((key) =>
    key.endsWith('shell/SignedInContainer.tsx'),
  );
  if (!signedInKey) throw new Error('the build has no signed-in chunk');
  const signedIn = firstLoad(manifest, signedInKey, new Set(login.seen));
  // The page's other scripts (its first script, app/build/boot.ts) load first too.
  const html = readFileSync(join(appDir, 'index.html'), 'utf8');
  const pageScripts = [...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g)]
    .map((match) => match[1])
    .filter((file) => !login.js.includes(file));
  login.js.push(...pageScripts);
  const assets = readdirSync(join(appDir, 'assets'));
  const sizes = {
    floor: { js: sum(floorDir, floor.js), css: sum(floorDir, floor.css) },
    login: { js: sum(appDir, login.js), css: sum(appDir, login.css) },
    dashboard: {
      js: sum(appDir, [...login.js, ...signedIn.js]),
      css: sum(appDir, [...login.css, ...signedIn.css]),
    },
    app: {
      js: sum(
        appDir,
        assets.filter((file) => file.endsWith('.js')).map((file) => `assets/${file}`),
      ),
      css: sum(
        appDir,
        assets.filter((file) => file.endsWith('.css')).map((file) => `assets/${file}`),
      ),
    },
  };
  return { sizes, appDir };
}

/** The production server on `staticDir` and a fresh data folder, on a free port. */
async function startServer(staticDir) {
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: '0',
    STATIC_DIR: staticDir,
    DATA_DIR: join(work, 'data'),
  };
  delete env.DATABASE_URL;
  delete env.AI_API_URL;
  delete env.AI_API_KEY;
  const child = spawn(process.execPath, [join(root, 'packages/server/dist/main.mjs')], {
    cwd: root,
    env,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  const url = await new Promise((done, fail) => {
    let log = '';
    const onData = (chunk) => {
      log += chunk.toString();
      const address = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(log);
      if (!address) return;
      child.stdout.off('data', onData);
      child.stdout.resume();
      done(address[1]);
    };
    child.stdout.on('data', onData);
    void exited.then(() => fail(new Error(`the server exited before listening:\n${log}`)));
  });
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** A session token of the demo account on the server at `url`. */
async function demoToken(url) {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'izi-demo-2025' }),
  });
  if (!login.ok) throw new Error(`the demo login answered ${login.status}`);
  return (await login.json()).token;
}

async function lighthouseRuns(url) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const { default: puppeteer } = await import('puppeteer-core');
  const token = await demoToken(url);

  const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  /** One Lighthouse run in a fresh Chrome (chrome-launcher makes a new profile each launch). */
  async function once(page) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    try {
      let result;
      if (page === 'login') {
        result = await lighthouse(`${url}/`, { ...flags, port: chrome.port });
      } else {
        // Signed in: the token goes into localStorage on the origin from a page that loads none
        // of the app (a 404 text), the cache is cleared, and Lighthouse keeps the storage.
        const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
        const tab = await browser.newPage();
        await tab.goto(`${url}/bench-no-such-file.txt`);
        await tab.evaluate((value) => localStorage.setItem('authToken', value), token);
        const cdp = await tab.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        result = await lighthouse(
          `${url}/`,
          { ...flags, port: chrome.port, disableStorageReset: true },
          undefined,
          tab,
        );
        await browser.disconnect();
      }
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      const requests = lhr.audits['network-requests']?.details?.items ?? [];
      const calledApi = requests.some((item) => /\/api\/wallet$/.test(item.url));
      if ((page === 'dashboard') !== calledApi)
        throw new Error(`the ${page} run ${calledApi ? 'called' : 'did not call'} /api/wallet`);
      const audit = (id) => lhr.audits[id]?.numericValue ?? null;
      const metrics = [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
      ];
      // A metric Lighthouse could not compute is said, never counted as a zero.
      const failed = metrics.filter((id) => audit(id) == null);
      if (failed.length)
        throw new Error(
          `Lighthouse could not measure ${failed.map((id) => `${id} (${lhr.audits[id]?.errorMessage ?? 'no value'})`).join(', ')} on the ${page}`,
        );
      // What moved, when something did: the elements Lighthouse blames, with their share.
      for (const item of lhr.audits['layout-shifts']?.details?.items ?? [])
        console.log(
          `    ${page} shift ${Number(item.score).toPrecision(2)}: ${item.node?.snippet ?? item.node?.nodeLabel ?? '?'}`,
        );
      return {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        bytes: audit('total-byte-weight'),
      };
    } finally {
      await chrome.kill();
    }
  }

  const figures = {};
  for (const page of ['login', 'dashboard']) {
    const all = [];
    for (let run = 1; run <= runs; run += 1) {
      let one;
      try {
        one = await once(page);
      } catch (error) {
        // Left out of the median; a page with no run at all shows no figures ("Not measured").
        console.log(`  ${page} run ${run} failed: ${error.message}`);
        continue;
      }
      console.log(
        `  ${page} run ${run}: score ${one.score}, FCP ${Math.round(one.fcp)} ms, LCP ${Math.round(one.lcp)} ms, TBT ${Math.round(one.tbt)} ms, CLS ${one.cls > 0 && one.cls < 0.001 ? one.cls.toPrecision(2) : one.cls.toFixed(3)}, ${(one.bytes / 1024).toFixed(1)} kB`,
      );
      all.push(one);
    }
    figures[page] = { runs: all.length };
    for (const key of ['score', 'fcp', 'lcp', 'tbt', 'cls', 'bytes'])
      figures[page][key] = median(all.map((one) => one[key]));
  }
  return figures;
}

function serverBench(databaseUrl) {
  const file = join(work, `server-${databaseUrl ? 'postgres' : 'embedded'}.json`);
  const env = { ...process.env, BENCH_CONNECTIONS: '50', BENCH_JSON: file };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const result = spawnSync(process.execPath, ['packages/server/dist/bench.mjs'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the server benchmark failed');
  return JSON.parse(readFileSync(file, 'utf8'));
}

async function main() {
  const started = Date.now();
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, loadavgAtStart: loadavg().map((n) => Number(n.toFixed(2))) },
  };
  const { sizes, appDir } = await buildSizes();
  const built = spawnSync(process.execPath, ['packages/server/scripts/build.mjs', '--if-stale'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('the server did not build');
  result.sizes = sizes;
  if (runsPart('lighthouse')) {
    step(`Lighthouse 12, mobile, cold, ${runs} runs per page (median)`);
    const server = await startServer(appDir);
    try {
      result.lighthouse = await lighthouseRuns(server.url);
    } finally {
      await server.stop();
    }
  }
  if (runsPart('server')) {
    step('server benchmark: GET /api/wallet, 50 connections');
    result.server = { embedded: serverBench(undefined) };
    if (process.env.DATABASE_URL) result.server.postgres = serverBench(process.env.DATABASE_URL);
  }
  if (runsPart('lists')) {
    step('large lists: first renders and a search keystroke, large data against small');
    const { benchLists, formatListsTable } = await import('./bench-lists.mjs');
    result.lists = await benchLists({
      dist: appDir,
      runs: options['lists-runs'] ? Number(options['lists-runs']) : undefined,
    });
    console.log(formatListsTable(result.lists));
  }
  if (runsPart('inp')) {
    const { benchInp, CPU_SLOWDOWN, INP_RUNS } = await import('./bench-inp.mjs');
    const inpRuns = options['inp-runs'] ? Number(options['inp-runs']) : INP_RUNS;
    step(`INP (web-vitals), ${CPU_SLOWDOWN}× CPU slowdown, ${inpRuns} runs per interaction`);
    const server = await startServer(appDir);
    try {
      const token = await demoToken(server.url);
      result.inp = await benchInp({ url: server.url, token, dist: appDir, runs: inpRuns });
    } finally {
      await server.stop();
    }
  }
  result.machine.loadavgAtEnd = loadavg().map((n) => Number(n.toFixed(2)));
  result.seconds = Math.round((Date.now() - started) / 1000);

  const out = resolve(root, options.out);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  const previous = options.compare
    ? JSON.parse(readFileSync(resolve(process.cwd(), options.compare), 'utf8'))
    : undefined;
  const table = formatTable(result, previous);
  writeFileSync(out.replace(/\.json$/, '.txt'), `${table}\n`);
  step(
    `results (${result.seconds} s; load average ${result.machine.loadavgAtStart.join(' ')} → ${result.machine.loadavgAtEnd.join(' ')} on ${result.machine.cpus} CPUs): ${out}`,
  );
  console.log(table);
  const { over, missing } = verdict(result);
  if (over.length) console.log(`\nOver budget: ${over.join('; ')}`);
  if (missing.length) console.log(`Not measured: ${missing.join('; ')}`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => rmSync(work, { recursive: true, force: true }));
