import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import type { Page } from 'playwright';
import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';

/**
 * Every story is visited once with its play function, in English (so that plays assert the
 * spec's exact English texts); then, in each of the four locales, it is checked with axe and
 * its screenshot compared with the committed baseline.
 */
const LOCALES = ['en', 'es', 'fa', 'ar'] as const;
const SNAPSHOTS_DIR = join(process.cwd(), '.storybook', '__screenshots__');
const DIFF_DIR = join(process.cwd(), 'test-results', 'screenshot-diffs');
const VIEWPORT = { width: 1024, height: 768 };
/** Per-pixel colour tolerance of the comparison. */
const PIXEL_THRESHOLD = 0.01;
/**
 * How many pixels may differ (beyond the colour tolerance) before a screenshot fails: a caret
 * or a glyph edge can flip a single pixel between runs; a one-pixel style change moves
 * hundreds, which `expectOnePixelChangeToFail` proves on every run.
 */
const PIXEL_TOLERANCE = 10;
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** True under `-u`: every screenshot is then written again, identical or not. */
const updating = () =>
  (expect.getState() as { snapshotState?: { _updateSnapshot?: string } }).snapshotState
    ?._updateSnapshot === 'all';

/** One line per screenshot compared, for `npm test`'s summary. */
function recordScreenshot(identifier: string) {
  mkdirSync('test-results', { recursive: true });
  appendFileSync(join('test-results', 'screenshots.log'), `${identifier}\n`);
}

interface PreviewWindow {
  __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, data: unknown) => void };
  __STORYBOOK_PREVIEW__?: {
    storyStoreValue?: { userGlobals: { get: () => Record<string, unknown> } };
  };
}

interface ScreenshotParameters {
  disable?: boolean;
  viewport?: { width: number; height: number };
}

/**
 * Waits for the fonts, for every image to load and decode (a portrait that is still coming
 * would be blank in the capture), and for two frames.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // A broken image rejects: it is drawn as it is, and the screenshot shows that. An image that
    // never loads (e.g. a lazy one off screen) is waited for 5 s at most.
    await Promise.race([
      Promise.all(Array.from(document.images, (image) => image.decode().catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Sets the locale global and waits until the preview holds it (not for a render). */
async function setLocaleGlobal(page: Page, locale: string) {
  await page.evaluate((next) => {
    const win = window as unknown as PreviewWindow;
    if (win.__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals.get().locale === next) return;
    win.__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals: { locale: next } });
  }, locale);
  await page.waitForFunction(
    (next) =>
      (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals.get()
        .locale === next,
    locale,
  );
}

/** Shows the current story in a locale: the global, then the re-render (lang on <html>). */
async function showLocale(page: Page, locale: string) {
  await setLocaleGlobal(page, locale);
  await page.waitForFunction((next) => document.documentElement.lang === next, locale);
  await settle(page);
}

async function expectNoAxeViolations(page: Page, locale: string, disabledRules: string[]) {
  const violations = await page.evaluate(
    async ({ source, rules }) => {
      type Violation = { id: string; help: string; nodes: { target: string[] }[] };
      type Axe = {
        run: (context: Element, options: object) => Promise<{ violations: Violation[] }>;
      };
      const win = window as unknown as { axe?: Axe; eval: (code: string) => void };
      if (!win.axe) win.eval(source);
      const results = await (win.axe as Axe).run(document.body, {
        resultTypes: ['violations'],
        rules: Object.fromEntries(rules.map((id: string) => [id, { enabled: false }])),
      });
      return results.violations.map(
        (violation) =>
          `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    },
    { source: axeSource, rules: disabledRules },
  );
  if (violations.length > 0) {
    throw new Error(
      `axe found ${violations.length} violation(s) in ${locale}:\n  ${violations.join('\n  ')}`,
    );
  }
}

async function screenshot(page: Page): Promise<Buffer> {
  const inTopLayer = await page.evaluate(() =>
    Boolean(document.querySelector('dialog[open], :popover-open')),
  );
  if (inTopLayer) return page.screenshot({ animations: 'disabled', caret: 'hide' });
  return page.locator('#storybook-root').screenshot({ animations: 'disabled', caret: 'hide' });
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async prepare({ page }) {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(new URL('iframe.html', process.env.TARGET_URL).toString(), {
      waitUntil: 'load',
    });
    // Plays run in English: set the global before the first story renders.
    await page.waitForFunction(() =>
      Boolean((window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue),
    );
    await page.evaluate(() => {
      const win = window as unknown as PreviewWindow;
      win.__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', {
        globals: { locale: 'en', theme: 'light' },
      });
    });
    await page.waitForFunction(
      () =>
        (
          window as unknown as PreviewWindow
        ).__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals.get().locale === 'en',
    );
  },
  async preVisit(page, context) {
    const storyContext = await getStoryContext(page, context);
    const viewport = (storyContext.parameters.screenshot as ScreenshotParameters | undefined)
      ?.viewport;
    await page.setViewportSize(viewport ?? VIEWPORT);
    // The next render (and its play) is in English, even after a story pinned to a locale.
    await setLocaleGlobal(page, 'en');
  },
  async postVisit(page, context) {
    const storyContext = await getStoryContext(page, context);
    const parameters = (storyContext.parameters.screenshot ?? {}) as ScreenshotParameters;
    const a11y = (storyContext.parameters.a11y ?? {}) as {
      test?: string;
      disable?: boolean;
      config?: { rules?: { id: string; enabled?: boolean }[] };
    };
    const disabledRules = [
      'region',
      ...(a11y.config?.rules ?? []).filter((rule) => rule.enabled === false).map((rule) => rule.id),
    ];
    // A story that pins its locale (e.g. a right-to-left keyboard test) is shown in that one only.
    const pinned = (storyContext as { storyGlobals?: { locale?: string } }).storyGlobals?.locale;
    const locales = pinned ? [pinned] : LOCALES;

    // Every locale is checked even after one fails, so that a failure names all of them.
    const failures: string[] = [];
    for (const locale of locales) {
      await showLocale(page, locale);
      if (locale !== 'en' && !a11y.disable && a11y.test !== 'off') {
        try {
          await expectNoAxeViolations(page, locale, disabledRules);
        } catch (error) {
          failures.push((error as Error).message);
        }
      }
      if (parameters.disable) continue;
      let image = await screenshot(page);
      const identifier = `${context.id}--${locale}`;
      recordScreenshot(identifier);
      const baseline = join(SNAPSHOTS_DIR, `${identifier}.png`);
      // The comparison proves its own sensitivity on every run, before any shortcut below.
      if (identifier === SENSITIVITY_PROBE && !updating()) {
        await expectOnePixelChangesToFail(page, baseline);
      }
      const known = !updating() && existsSync(baseline) ? readFileSync(baseline) : undefined;
      // Chromium encodes the same pixels to the same bytes: an identical file needs no decoding.
      if (known?.equals(image)) continue;
      // Not identical (or a new baseline): the page may still be settling, on a slower machine
      // most of all. Compare only what the page shows once two captures in a row agree.
      const stable = await stableScreenshot(page, image, identifier);
      image = stable.image;
      if (known?.equals(image)) continue;
      if (known) recordDifference(identifier, known, image, stable.captures);
      try {
        expect(image).toMatchImageSnapshot({
          customSnapshotsDir: SNAPSHOTS_DIR,
          customDiffDir: DIFF_DIR,
          customSnapshotIdentifier: identifier,
          comparisonMethod: 'pixelmatch',
          // Compare in this process: by default every comparison spawns a Node process.
          runInProcess: true,
          customDiffConfig: { threshold: PIXEL_THRESHOLD },
          failureThreshold: PIXEL_TOLERANCE,
          failureThresholdType: 'pixel',
        });
      } catch (error) {
        failures.push(`${identifier}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    if (!pinned) await showLocale(page, 'en');
    if (failures.length > 0) throw new Error(failures.join('\n'));
  },
};

/** The screenshot on which the runner proves that a one-pixel style change fails. */
const SENSITIVITY_PROBE = 'primitives-button--playground--en';

/**
 * One-pixel changes to the probe's button, each applied as an inline style on top of what it
 * computes: its label moved, one corner rounder, the whole button one pixel wider.
 */
const ONE_PIXEL_CHANGES = {
  'label moved by 1px': 'paddingInlineStart',
  'corner radius +1px': 'borderStartStartRadius',
  'width +1px': 'inlineSize',
} as const;

/**
 * The comparison's own sensitivity check: each one-pixel change above, compared with the
 * committed baseline by the same settings, must differ in more pixels than the tolerance.
 */
async function expectOnePixelChangesToFail(page: Page, baselinePath: string) {
  const baseline = PNG.sync.read(readFileSync(baselinePath));
  for (const [change, property] of Object.entries(ONE_PIXEL_CHANGES)) {
    const applied = await page.evaluate((name) => {
      const button = document.querySelector<HTMLElement>('#storybook-root button');
      if (!button) return false;
      const style = button.style as unknown as Record<string, string>;
      const computed = getComputedStyle(button) as unknown as Record<string, string>;
      style[name] = `calc(${computed[name]} + 1px)`;
      return true;
    }, property);
    if (!applied) throw new Error(`${SENSITIVITY_PROBE} has no button to change`);
    await settle(page);
    const changed = PNG.sync.read(await screenshot(page));
    await page.evaluate(() =>
      document.querySelector('#storybook-root button')?.removeAttribute('style'),
    );
    await settle(page);
    if (changed.width !== baseline.width || changed.height !== baseline.height) {
      throw new Error(`${change}: the screenshot's size changed, so the check proves nothing`);
    }
    const differing = pixelmatch(
      baseline.data,
      changed.data,
      null,
      baseline.width,
      baseline.height,
      {
        threshold: PIXEL_THRESHOLD,
      },
    );
    recordSensitivity(`${change}: ${differing} pixels differ (tolerance ${PIXEL_TOLERANCE})`);
    if (differing <= PIXEL_TOLERANCE) {
      throw new Error(
        `${change} differs in ${differing} pixels, within the tolerance of ${PIXEL_TOLERANCE}: the comparison would miss it`,
      );
    }
  }
}

/** How many more captures a screenshot may take to settle before the story fails. */
const MAX_RECAPTURES = 10;

/**
 * The later of two consecutive identical captures starting from `first` (and how many it
 * took), as Playwright's own `toHaveScreenshot` waits for them. A page that never settles (an
 * animation that ignores reduced motion, a timer) fails the story: its screenshot would prove
 * nothing.
 */
async function stableScreenshot(page: Page, first: Buffer, identifier: string) {
  let previous = first;
  for (let attempt = 0; attempt < MAX_RECAPTURES; attempt += 1) {
    await page.waitForTimeout(100);
    await settle(page);
    const next = await screenshot(page);
    if (next.equals(previous)) return { image: next, captures: attempt + 2 };
    previous = next;
  }
  throw new Error(
    `${identifier}: the screenshot still changed after ${MAX_RECAPTURES + 1} captures; the story never settles`,
  );
}

/**
 * A screenshot whose bytes differ from its baseline, with how many pixels differ, for `npm
 * test`'s summary: within the tolerance it passes, but a run that keeps listing the same story
 * shows where rendering is not settled.
 */
function recordDifference(identifier: string, known: Buffer, image: Buffer, captures: number) {
  const baseline = PNG.sync.read(known);
  const actual = PNG.sync.read(image);
  const pixels =
    baseline.width === actual.width && baseline.height === actual.height
      ? `${pixelmatch(baseline.data, actual.data, null, baseline.width, baseline.height, { threshold: PIXEL_THRESHOLD })} pixels differ`
      : `size ${actual.width}x${actual.height}, baseline ${baseline.width}x${baseline.height}`;
  // The capture itself, beside jest-image-snapshot's diffs (which it writes only on failure).
  mkdirSync(DIFF_DIR, { recursive: true });
  writeFileSync(join(DIFF_DIR, `${identifier}.actual.png`), image);
  mkdirSync('test-results', { recursive: true });
  appendFileSync(
    join('test-results', 'screenshot-differences.log'),
    `${identifier}: ${pixels} (settled after ${captures} captures)\n`,
  );
}

/** What the sensitivity check measured, for `npm test`'s summary. */
function recordSensitivity(line: string) {
  mkdirSync('test-results', { recursive: true });
  appendFileSync(join('test-results', 'sensitivity.log'), `${line}\n`);
}

export default config;
