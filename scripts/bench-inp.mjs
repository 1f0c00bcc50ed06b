// The INP part of `npm run bench` (`npm run bench -- --only inp` runs it alone): the interaction
// to next paint of five things a person does, in /usr/bin/chromium (Playwright) at Lighthouse's
// 4× CPU slowdown (`Emulation.setCPUThrottlingRate`, from the page's first byte on), as the
// `web-vitals` library reports it (`onINP`, its attribution build, injected before the app's
// scripts). Four run on the production server (signed in as demo, in English): opening the
// wallet from the header, opening the upgrade dialog on the PETA medallion page, Add to cart on
// iziShop's first item, opening Convert tokens on the wallet. The fifth, the first keystroke in
// the marketplace search at 5,000 items, runs on the same build served with the mocks' large data
// (scripts/bench-lists.mjs; the real server's catalog has the seeded few), typed as soon as the
// list's first item is on screen.
//
// Each run is a fresh context (cold cache). Every step before the measured one is a script's
// `click()` or `focus()`: untrusted events, which the Event Timing API does not count, so the one
// interaction web-vitals sees is the measured one, a real click or key press from Playwright. The
// page is settled first (pictures loaded, the browser idle, two frames) except before the
// keystroke. One untimed pass comes first (the servers' first answers, Chromium's start).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { describeSample, summarize } from './bench/inp.mjs';
import { loadMocks, serve, SIZES } from './bench-lists.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

/** Lighthouse's mobile CPU slowdown. */
export const CPU_SLOWDOWN = 4;
/** Runs per interaction by default. */
export const INP_RUNS = 5;

const webVitalsDir = dirname(createRequire(import.meta.url).resolve('web-vitals'));
const webVitals = readFileSync(join(webVitalsDir, 'web-vitals.attribution.iife.js'), 'utf8');
// Every INP report into `window.__inp`. A threshold of 16 ms (the Event Timing API's least) so
// a fast interaction is reported with its own duration too.
export const reporter = `${webVitals}
;window.__inp = [];
webVitals.onINP((metric) => {
  const a = metric.attribution;
  const longest = a.longestScript;
  window.__inp.push({
    value: metric.value,
    eventType: a.interactionType,
    target: a.interactionTarget,
    inputDelay: a.inputDelay,
    processing: a.processingDuration,
    presentation: a.presentationDelay,
    longestScript: longest && {
      duration: longest.intersectingDuration,
      subpart: longest.subpart,
      source: [longest.entry.invoker, longest.entry.sourceURL.replace(location.origin, '')]
        .filter(Boolean)
        .join(' '),
    },
  });
}, { reportAllChanges: true, durationThreshold: 16 });`;

/** A script's click: not an interaction to the Event Timing API. */
const scriptClick = (locator) => locator.evaluate((element) => element.click());
const nav = (page, name) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', {
    name,
    exact: true,
  });

/** The measured interactions: `prepare` gets the page there and gives the control; `act` acts. */
export const INTERACTIONS = [
  {
    name: 'open the wallet from the header',
    prepare: async (page) => nav(page, 'Wallet'),
    act: (control) => control.click(),
  },
  {
    name: 'open the upgrade dialog (PETA)',
    prepare: async (page) => {
      await scriptClick(nav(page, 'Dashboards'));
      await scriptClick(page.getByRole('menuitem', { name: 'PETA', exact: true }));
      return page.getByRole('button', { name: 'Upgrade', exact: true });
    },
    act: (control) => control.click(),
  },
  {
    name: 'search keystroke, marketplace at 5,000 items',
    large: true,
    prepare: async (page) => {
      await scriptClick(nav(page, 'Marketplace'));
      const search = page.getByRole('searchbox', { name: 'Search' });
      await search.waitFor();
      // The first item on screen, then the focus in the box, in one go in the page.
      await search.evaluate(
        (box) =>
          new Promise((resolve) => {
            const check = () => {
              const item = document.querySelector(
                'ul[aria-label="Characters for sale"] li, ul[aria-label="Characters for sale"] [role="listitem"]',
              );
              if (item && item.getBoundingClientRect().height > 0) {
                box.focus();
                resolve();
              } else requestAnimationFrame(check);
            };
            check();
          }),
      );
      return search;
    },
    asap: true,
    // "7": every name with a 7, a tenth of the items.
    act: (control) => control.page().keyboard.press('7'),
  },
  {
    name: 'Add to cart (iziShop)',
    prepare: async (page) => {
      await scriptClick(nav(page, 'iziShop'));
      return page.getByRole('button', { name: /^Add to cart: / }).first();
    },
    act: (control) => control.click(),
  },
  {
    name: 'open Convert tokens (wallet)',
    prepare: async (page) => {
      await scriptClick(nav(page, 'Wallet'));
      return page.getByRole('button', { name: 'Convert tokens', exact: true });
    },
    act: (control) => control.click(),
  },
];

/** The page at rest: pictures loaded, the browser idle once, two frames drawn. */
export async function settle(page) {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), null, {
    timeout: 60000,
  });
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestIdleCallback(
          () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
          { timeout: 5000 },
        ),
      ),
  );
}

/** One run of `spec` on `origin` with `token`: the sample web-vitals reported. */
async function once(browser, origin, token, spec) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript((value) => {
      localStorage.setItem('authToken', value);
      localStorage.setItem('izi.locale', 'en');
    }, token);
    await context.addInitScript({ content: reporter });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`    page error: ${error.message}`));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}/`, { waitUntil: 'commit' });
    await nav(page, 'Wallet').waitFor({ timeout: 60000 });
    const control = await spec.prepare(page);
    await control.waitFor({ timeout: 60000 });
    if (!spec.asap) await settle(page);
    const before = await page.evaluate(() => window.__inp.length);
    if (before) throw new Error('an interaction was reported before the measured one');
    await spec.act(control);
    // web-vitals reports in an idle callback after the frame; a later, longer part of the same
    // interaction would come as another report, so the last one after a quiet second is kept.
    await page.waitForFunction(() => window.__inp.length > 0, null, { timeout: 60000 });
    await page.waitForTimeout(1000);
    return await page.evaluate(() => window.__inp.at(-1));
  } finally {
    await context.close();
  }
}

/**
 * Every interaction `runs` times (after an untimed pass): `{ runs, cpuSlowdown, load,
 * interactions }`, each interaction summed up by `summarize`. `url` is the production server on
 * the build in `dist`; `token` a demo session's token there.
 */
export async function benchInp({ url, token, dist, runs = INP_RUNS }) {
  const mocks = await loadMocks();
  const large = await serve(dist, mocks, SIZES.large);
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? chromiumPath,
    args: [...chromiumArgs],
  });
  const samples = INTERACTIONS.map(() => []);
  const load = [loadavg()[0]];
  let benchmarkIndex = null;
  try {
    // A 4× slowdown of a faster machine is a faster phone: the host's speed, measured as
    // Lighthouse measures it (its `benchmarkIndex`, unthrottled), says which phone the figures are.
    const blank = await browser.newPage();
    benchmarkIndex = await blank.evaluate(pageFunctions.computeBenchmarkIndex);
    await blank.close();
    for (let run = 0; run <= runs; run += 1) {
      for (const [index, spec] of INTERACTIONS.entries()) {
        const origin = spec.large ? large.origin : url;
        let sample = null;
        try {
          sample = await once(browser, origin, spec.large ? 'mock-token.bench' : token, spec);
        } catch (error) {
          console.log(`  ${spec.name}: run ${run} failed: ${String(error).split('\n')[0]}`);
        }
        if (run === 0) continue;
        samples[index].push(sample);
        if (sample) console.log(`  ${spec.name}, run ${run}: ${describeSample(sample)}`);
      }
      load.push(loadavg()[0]);
    }
  } finally {
    await browser.close();
    large.server.close();
  }
  return {
    runs,
    cpuSlowdown: CPU_SLOWDOWN,
    benchmarkIndex,
    load,
    interactions: INTERACTIONS.map((spec, index) => summarize(spec.name, samples[index])),
  };
}
