/**
 * The screenshots of the test-runner (`.storybook/test-runner.ts`): each locale's capture of a
 * story, compared with its committed baseline (`__screenshots__`) by pixelmatch, with the
 * comparison's proof of its own sensitivity and what `npm test`'s summary lists.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright';
import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';

const SNAPSHOTS_DIR = join(process.cwd(), '.storybook', '__screenshots__');
const DIFF_DIR = join(process.cwd(), 'test-results', 'screenshot-diffs');
/** Per-pixel colour tolerance of the comparison. */
const PIXEL_THRESHOLD = 0.01;
/**
 * How many pixels may differ (beyond the colour tolerance) before a screenshot fails: a caret
 * or a glyph edge can flip a single pixel between runs; a one-pixel style change moves
 * hundreds, which `expectOnePixelChangesToFail` proves on every run.
 */
const PIXEL_TOLERANCE = 10;

/** True under `-u`: every screenshot is then written again, identical or not. */
const updating = () =>
  (expect.getState() as { snapshotState?: { _updateSnapshot?: string } }).snapshotState
    ?._updateSnapshot === 'all';

/** A line for `npm test`'s summary: `screenshots`, `sensitivity`, `screenshot-differences`. */
function record(log: string, line: string) {
  mkdirSync('test-results', { recursive: true });
  appendFileSync(join('test-results', `${log}.log`), `${line}\n`);
}

/**
 * Waits for the fonts, for every image to load and decode (a portrait that is still coming
 * would be blank in the capture), and for two frames.
 */
export async function settle(page: Page) {
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

/**
 * The story's element, or the whole page while a dialog or a popover is in the top layer.
 *
 * A story taller than the viewport is captured as a person sees each part of it once scrolled
 * there: what skips rendering while off screen (`content-visibility: auto`, the page grid's
 * cells) is rendered for the capture, which would otherwise show it blank or not depending on
 * timing (a viewport as tall as the story is no way out: the page's `100dvh` grows with it).
 *
 * A story the viewport shows whole is captured as the page's clip of its element's box, rounded
 * out to whole pixels as Playwright rounds an element's: the same capture, without the element
 * screenshot's wait for a stable box (`settle` has waited). A tall story's box is known only
 * once that stylesheet applies, so it stays an element screenshot.
 */
async function screenshot(page: Page): Promise<Buffer> {
  const options = { animations: 'disabled', caret: 'hide' } as const;
  const shown = await page.evaluate(() => {
    if (document.querySelector('dialog[open], :popover-open')) return 'page';
    const root = document.getElementById('storybook-root');
    if (!root) return 'element';
    if (root.scrollHeight > window.innerHeight) return 'tall';
    const box = root.getBoundingClientRect();
    const x = Math.floor(box.x + 1e-3);
    const y = Math.floor(box.y + 1e-3);
    const width = Math.ceil(box.right - 1e-3) - x;
    const height = Math.ceil(box.bottom - 1e-3) - y;
    const inView =
      x >= 0 && y >= 0 && x + width <= window.innerWidth && y + height <= window.innerHeight;
    return width > 0 && height > 0 && inView ? { x, y, width, height } : 'element';
  });
  if (shown === 'page') return page.screenshot(options);
  if (typeof shown === 'object') return page.screenshot({ ...options, clip: shown });
  const root = page.locator('#storybook-root');
  return root.screenshot(shown === 'tall' ? { ...options, style: RENDER_OFF_SCREEN } : options);
}

/** Playwright's stylesheet for the capture of a tall story: its off-screen parts rendered. */
const RENDER_OFF_SCREEN = '#storybook-root * { content-visibility: visible !important; }';

/** Compares the shown screenshot with its baseline; a failure's first line, or nothing. */
export async function compareScreenshot(
  page: Page,
  identifier: string,
): Promise<string | undefined> {
  let image = await screenshot(page);
  record('screenshots', identifier);
  const baseline = join(SNAPSHOTS_DIR, `${identifier}.png`);
  // The comparison proves its own sensitivity on every run, before any shortcut below.
  if (identifier === SENSITIVITY_PROBE && !updating()) {
    await expectOnePixelChangesToFail(page, baseline);
  }
  const known = !updating() && existsSync(baseline) ? readFileSync(baseline) : undefined;
  // Chromium encodes the same pixels to the same bytes: an identical file needs no decoding.
  if (known?.equals(image)) return undefined;
  // Not identical (or a new baseline): the page may still be settling, on a slower machine
  // most of all. Compare only what the page shows once two captures in a row agree.
  const stable = await stableScreenshot(page, image, identifier);
  image = stable.image;
  if (known?.equals(image)) return undefined;
  // Within the tolerance the comparison is done here, on images decoded once; jest-image-snapshot
  // (which decodes both again) is left for new baselines and for failures, whose diff it draws.
  if (known && recordDifference(identifier, known, image, stable.captures) <= PIXEL_TOLERANCE) {
    return undefined;
  }
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
    return undefined;
  } catch (error) {
    return `${identifier}: ${(error as Error).message.split('\n')[0]}`;
  }
}

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
    const { width, height } = baseline;
    if (changed.width !== width || changed.height !== height) {
      throw new Error(`${change}: the screenshot's size changed, so the check proves nothing`);
    }
    const options = { threshold: PIXEL_THRESHOLD };
    const differing = pixelmatch(baseline.data, changed.data, null, width, height, options);
    record('sensitivity', `${change}: ${differing} pixels differ (tolerance ${PIXEL_TOLERANCE})`);
    if (differing <= PIXEL_TOLERANCE) {
      throw new Error(
        `${change} differs in ${differing} pixels, within the tolerance of ${PIXEL_TOLERANCE}: the comparison would miss it`,
      );
    }
  }
}

/**
 * Two captures that differ only in anti-aliased edge pixels (pixelmatch's own detection, at the
 * comparison's colour tolerance): Chromium may raster a rounded corner of a tall story one
 * level apart from one capture to the next, which is no change a person could see.
 */
function samePixels(a: Buffer, b: Buffer): boolean {
  const first = PNG.sync.read(a);
  const second = PNG.sync.read(b);
  if (first.width !== second.width || first.height !== second.height) return false;
  const { width, height } = first;
  const options = { threshold: PIXEL_THRESHOLD };
  return pixelmatch(first.data, second.data, null, width, height, options) === 0;
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
    if (next.equals(previous) || samePixels(previous, next)) {
      return { image: next, captures: attempt + 2 };
    }
    previous = next;
  }
  throw new Error(
    `${identifier}: the screenshot still changed after ${MAX_RECAPTURES + 1} captures; the story never settles`,
  );
}

/**
 * A screenshot whose bytes differ from its baseline, with how many pixels differ, for `npm
 * test`'s summary: within the tolerance it passes, but a run that keeps listing the same story
 * shows where rendering is not settled. Returns how many pixels differ (all of them when the
 * size changed).
 */
function recordDifference(identifier: string, known: Buffer, image: Buffer, captures: number) {
  const baseline = PNG.sync.read(known);
  const actual = PNG.sync.read(image);
  const { width, height } = baseline;
  const sameSize = width === actual.width && height === actual.height;
  const differing = sameSize
    ? pixelmatch(baseline.data, actual.data, null, width, height, { threshold: PIXEL_THRESHOLD })
    : Math.max(width * height, actual.width * actual.height);
  const pixels = sameSize
    ? `${differing} pixels differ`
    : `size ${actual.width}x${actual.height}, baseline ${width}x${height}`;
  // The capture itself, beside jest-image-snapshot's diffs (which it writes only on failure).
  mkdirSync(DIFF_DIR, { recursive: true });
  writeFileSync(join(DIFF_DIR, `${identifier}.actual.png`), image);
  record('screenshot-differences', `${identifier}: ${pixels} (settled after ${captures} captures)`);
  return differing;
}
