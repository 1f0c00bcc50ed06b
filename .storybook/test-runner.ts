import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import type { Page } from 'playwright';
import { compareScreenshot, settle } from './screenshots.ts';

/**
 * Only the runner's documented hooks, on the runner's own ground:
 * - `prepare` loads the preview as the runner's default does and sets the locale global to
 *   English, the plays' language: every story is rendered in it by the runner, with its play, and
 *   addon-a11y's axe report checked by the runner (`parameters.a11y.test = 'error'`);
 * - `postVisit` then shows the story in each other locale of Chromatic's light modes
 *   (`.storybook/modes.ts`) by setting that global as the toolbar does, on the channel and with
 *   the event names the runner's own page script uses (`__STORYBOOK_ADDONS_CHANNEL__`,
 *   `__STORYBOOK_MODULE_CORE_EVENTS__`); each render is proved to be in that locale before its
 *   screenshot is compared with the committed baseline (`./screenshots.ts`); axe runs in those
 *   renders only for a locale in `AXE_LOCALES`, its report checked here. The next story's locale
 *   is set back to English.
 */

/** The size of a story that pins no viewport (`globals: { viewport: { value: 'mobile' } }`). */
const VIEWPORT = { width: 1024, height: 768 };
/** How long a locale switch may take before the story fails (rather than the test timing out). */
const SWITCH_TIMEOUT = 60_000;
/**
 * The locales in which axe checks every story. What axe judges (names, roles, contrast,
 * structure) is the same in the others but for their words, which the catalog check proves are
 * all there; the end-to-end suite runs axe on every screen and dialog of the app in en and fa
 * (`e2e/a11y.spec.ts`).
 */
const AXE_LOCALES: readonly string[] = ['en'];
/** addon-a11y's global: `manual` leaves axe out of a render. */
const a11yGlobal = (locale: string) => ({ manual: !AXE_LOCALES.includes(locale) });

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
    ({ next, a11y: a11yGlobals, id, timeout }) => {
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
          if (id && !a11yGlobals.manual && !a11y) {
            return reject(new Error(`axe did not run on ${id} in ${next}`));
          }
          if (a11y?.status !== 'failed') return resolve([]);
          const found = a11y.result?.violations ?? [{ id: 'axe failed', nodes: [] }];
          resolve(
            found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          );
        };
        channel.on(name, listener);
        channel.emit(update, { globals: { locale: next, a11y: a11yGlobals } });
      });
    },
    { next: locale, a11y: a11yGlobal(locale), id: storyId, timeout: SWITCH_TIMEOUT },
  );
  const lang = await page.evaluate(
    () => document.querySelector<HTMLElement>('#storybook-root [lang]')?.lang,
  );
  if (storyId && lang !== locale) throw new Error(`${storyId} shows lang=${lang}, not ${locale}`);
  return violations;
}

/**
 * Sets the locale global for the next story's render without rendering this story again:
 * through the toolbar's event, the shown story would be rendered once more in English, axe
 * included, only to be left. The preview's store is where that
 * event puts it (`PreviewWeb.onUpdateGlobals`); the runner's next story reads it from there.
 */
async function setNextLocale(page: Page, locale: string) {
  await page.evaluate(
    ({ next, a11y }) => {
      type Store = { userGlobals?: { update?: (globals: object) => void } };
      const preview = (window as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: Store } })
        .__STORYBOOK_PREVIEW__;
      const userGlobals = preview?.storyStoreValue?.userGlobals;
      if (typeof userGlobals?.update !== 'function') {
        throw new Error("Storybook's preview store is not where the test-runner sets the locale");
      }
      userGlobals.update({ locale: next, a11y });
    },
    { next: locale, a11y: a11yGlobal(locale) },
  );
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
    // A story without screenshots is shown again only in a locale where axe checks it: in the
    // others its render would be checked for nothing.
    const locales = (
      pinned ? [pinned] : modes.filter((m) => m.theme === 'light').map((m) => m.locale)
    ).filter(
      (locale, index) =>
        index === 0 || !parameters.screenshot?.disable || AXE_LOCALES.includes(locale),
    );
    // Every locale is checked even after one fails, so that a failure names all of them.
    const failures: string[] = [];
    let shown = pinned ?? 'en';
    try {
      for (const locale of locales) {
        // The first locale (English, or the pinned one) is the runner's render, axe included
        // (the other locales have axe in AXE_LOCALES only).
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
      // Also after a switch that failed half way: the next story starts in English, with axe.
      await setNextLocale(page, 'en');
    }
    if (failures.length > 0) throw new Error(failures.join('\n'));
  },
};

export default config;
