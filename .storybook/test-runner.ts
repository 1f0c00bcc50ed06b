import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import type { Page } from 'playwright';
import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';

/**
 * Only the runner's documented hooks, on the runner's own ground:
 * - `prepare` loads the preview as the runner's default does and sets the locale global to
 *   English, the plays' language: every story is rendered in it by the runner, with its play, and
 *   addon-a11y's axe report checked by the runner (`parameters.a11y.test = 'error'`);
 * - `postVisit` then shows the story in each other locale of Chromatic's light modes
 *   (`.storybook/modes.ts`) by setting that global as the toolbar does, on the channel and with
 *   the event names the runner's own page script uses (`__STORYBOOK_ADDONS_CHANNEL__`,
 *   `__STORYBOOK_MODULE_CORE_EVENTS__`); each render runs addon-a11y again, whose report is
 *   checked here, and is proved to be in that locale before its screenshot is compared with the
 *   committed baseline. The page is left in English for the next story.
 */
const SNAPSHOTS_DIR = join(process.cwd(), '.storybook', '__screenshots__');
const DIFF_DIR = join(process.cwd(), 'test-results', 'screenshot-diffs');
/** The size of a story that pins no viewport (`globals: { viewport: { value: 'mobile' } }`). */
const VIEWPORT = { width: 1024, height: 768 };
/** Per-pixel colour tolerance of the comparison. */
const PIXEL_THRESHOLD = 0.01;
/**
 * How many pixels may differ (beyond the colour tolerance) before a screenshot fails: a caret
 * or a glyph edge can flip a single pixel between runs; a one-pixel style change moves
 * hundreds, which `expectOnePixelChangesToFail` proves on every run.
 */
const PIXEL_TOLERANCE = 10;
/** How long a locale switch may take before the story fails (rather than the test timing out). */
const SWITCH_TIMEOUT = 60_000;

/** True under `-u`: every screenshot is then written again, identical or not. */
const updating = () =>
  (expect.getState() as { snapshotState?: { _updateSnapshot?: string } }).snapshotState
    ?._updateSnapshot === 'all';

/** A line for `npm test`'s summary: `screenshots`, `sensitivity`, `screenshot-differences`. */
function record(log: string, line: string) {
  mkdirSync('test-results', { recursive: true });
  appendFileSync(join('test-results', `${log}.log`), `${line}\n`);
}

/** `getStoryContext`'s answer; its type leaves out the story's own globals, which it holds. */
type StoryContext = Awaited<ReturnType<typeof getStoryContext>> & {
  storyGlobals: { locale?: string; viewport?: { value?: string } };
  parameters: {
    screenshot?: { disable?: boolean };
    viewport?: { options?: Record<string, { styles: { width: string; height: string } }> };
    chromatic?: { modes?: Record<string, { locale: string; theme: string }> };
  };
};

/** The size of the story's viewport preset (its `globals.viewport`), or the default. */
function viewportOf({ storyGlobals, parameters }: StoryContext) {
  const value = storyGlobals.viewport?.value;
  const preset = value ? parameters.viewport?.options?.[value] : undefined;
  if (!preset) return VIEWPORT;
  return { width: parseInt(preset.styles.width, 10), height: parseInt(preset.styles.height, 10) };
}

/**
 * Sets the locale global as the toolbar does and waits for the preview's answer: `globalsUpdated`
 * when no story is shown yet, else the re-rendered story's `storyFinished`, whose addon-a11y
 * report it returns (its violations, one line each). Then the story's element must carry the
 * locale's `lang`: a switch that silently did nothing fails here, not in a baseline.
 */
async function setLocale(page: Page, locale: string, storyId?: string): Promise<string[]> {
  const violations = await page.evaluate(
    ({ next, id, timeout }) => {
      type Violation = { id: string; nodes: { target: string[] }[] };
      type Event = {
        storyId?: string;
        globals?: { locale?: string };
        reporters?: { type: string; status: string; result?: { violations?: Violation[] } }[];
      };
      type Channel = Record<'on' | 'off' | 'emit', (name: string, data: unknown) => void>;
      const { __STORYBOOK_ADDONS_CHANNEL__: channel, __STORYBOOK_MODULE_CORE_EVENTS__: events } =
        window as { __STORYBOOK_ADDONS_CHANNEL__?: Channel } & {
          __STORYBOOK_MODULE_CORE_EVENTS__?: Record<string, string>;
        };
      const update = events?.UPDATE_GLOBALS;
      const updated = events?.GLOBALS_UPDATED;
      const name = events?.[id ? 'STORY_FINISHED' : 'GLOBALS_UPDATED'];
      if (!channel || !update || !updated || !name) {
        throw new Error(
          "Storybook's channel or its events are not where the test-runner finds them",
        );
      }
      return new Promise<string[]>((resolve, reject) => {
        const timer = setTimeout(() => {
          channel.off(name, listener);
          if (id) channel.off(updated, onUpdated);
          reject(new Error(`no ${name} within ${timeout} ms of setting the locale to ${next}`));
        }, timeout);
        // A story's render counts only once the preview has taken this locale: a STORY_FINISHED
        // still on its way from an earlier render of the story would otherwise end the wait
        // while the render in `next` is pending, and that render would then land on the next
        // story, mid-play (App/SignedIn BuyNotAvailable found the story "preparing"; AsksOnOpen
        // was captured without the dialog its play had opened).
        let taken = !id;
        const onUpdated = (event: Event) => {
          if (event.globals?.locale !== next) return;
          channel.off(updated, onUpdated);
          taken = true;
        };
        if (id) channel.on(updated, onUpdated);
        const listener = (event: Event) => {
          if (id ? !taken || event.storyId !== id : event.globals?.locale !== next) return;
          channel.off(name, listener);
          clearTimeout(timer);
          const a11y = event.reporters?.find((report) => report.type === 'a11y');
          if (a11y?.status !== 'failed') return resolve([]);
          const found = a11y.result?.violations ?? [{ id: 'axe failed', nodes: [] }];
          resolve(
            found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          );
        };
        channel.on(name, listener);
        channel.emit(update, { globals: { locale: next } });
      });
    },
    { next: locale, id: storyId, timeout: SWITCH_TIMEOUT },
  );
  const lang = await page.evaluate(
    () => document.querySelector<HTMLElement>('#storybook-root [lang]')?.lang,
  );
  if (storyId && lang !== locale) throw new Error(`${storyId} shows lang=${lang}, not ${locale}`);
  return violations;
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
async function compareScreenshot(page: Page, identifier: string): Promise<string | undefined> {
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

/** Read in `preVisit`, which the runner calls before each story's `postVisit`: read once per story. */
let storyContext: StoryContext;

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  /** The runner's default `prepare` (its setup-page.ts; no HTTP headers needed), in English. */
  async prepare({ page }) {
    await page.goto(new URL('iframe.html', process.env.TARGET_URL).toString());
    await setLocale(page, 'en');
  },
  async preVisit(page, context) {
    storyContext = (await getStoryContext(page, context)) as StoryContext;
    await page.setViewportSize(viewportOf(storyContext));
  },
  async postVisit(page, context) {
    // The runner calls this after a failed render or play too: its error is the one to report,
    // and the other locales would only be captured from a broken state.
    if (context.hasFailure) return;
    const { parameters, storyGlobals } = storyContext;
    // A story that pins its locale (e.g. a right-to-left keyboard test) is shown in that one only.
    const pinned = storyGlobals.locale;
    const modes = Object.values(parameters.chromatic?.modes ?? {});
    const locales = pinned
      ? [pinned]
      : modes.filter((m) => m.theme === 'light').map((m) => m.locale);
    // Every locale is checked even after one fails, so that a failure names all of them.
    const failures: string[] = [];
    let shown = pinned ?? 'en';
    try {
      for (const locale of locales) {
        // The first locale (English, or the pinned one) is the runner's render, axe included.
        if (locale !== shown) {
          const a11y = await setLocale(page, locale, context.id);
          shown = locale;
          if (a11y.length > 0) {
            failures.push(
              `axe found ${a11y.length} violation(s) in ${locale}:\n  ${a11y.join('\n  ')}`,
            );
          }
        }
        if (parameters.screenshot?.disable) continue;
        await settle(page);
        const failure = await compareScreenshot(page, `${context.id}--${locale}`);
        if (failure) failures.push(failure);
      }
    } finally {
      // The next story renders in English: set back now, while this story is still shown.
      if (shown !== (pinned ?? 'en')) await setLocale(page, 'en', context.id);
    }
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

export default config;
