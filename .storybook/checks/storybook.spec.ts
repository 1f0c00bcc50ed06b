/**
 * The built Storybook as a designer reads it: a Docs page in the default locale (fa)
 * keeps its English prose and args table left to right while each canvas is Persian, right to
 * left, and its args table spells out types imported from other packages; a dialog opened from a story in Arabic reads right to left; the review grid shows a story
 * in en, es, fa and ar side by side, and a story that opens a dialog in the first locale only,
 * with a note; a dialog story mounted while Storybook's "preparing" state hides the page still
 * takes focus. Screenshots of the Docs page and the grid go to test-results/storybook-checks
 * (the copies in docs/screenshots come from there).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { characterTypes } from '../../packages/domain/src/values';
import { failOnErrors } from './failOnErrors';

const SHOTS = 'test-results/storybook-checks';

/** A catalog's message, so that elements are found by their name in that language. */
function message(file: string, id: string): string {
  const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const text = catalog[id];
  if (!text) throw new Error(`${id} is not in ${file}`);
  return text;
}

/** The language and direction an element reads in: its nearest `lang`/`dir` and its CSS. */
function readingOf(locator: Locator) {
  return locator.evaluate((element) => ({
    lang: element.closest('[lang]')?.getAttribute('lang'),
    dir: element.closest('[dir]')?.getAttribute('dir'),
    direction: getComputedStyle(element).direction,
  }));
}

/** Waits for the fonts and for every image to decode, so that a screenshot shows the page. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(Array.from(document.images, (image) => image.decode().catch(() => null)));
  });
}

test('a Docs page in the default locale (fa) reads left to right, its args table spelled out, each canvas in Persian right to left', async ({
  page,
}) => {
  const noErrors = failOnErrors(page);
  await page.goto('iframe.html?id=medallion-medalliondetailscard--docs&viewMode=docs');
  const title = page.getByRole('heading', { level: 1, name: 'MedallionDetailsCard' });
  await expect(title).toBeVisible();

  // The component's English description: left to right, so its final period ends the line.
  const description = page.getByText(
    "A medallion's picture, stars, gender and capacity, with its upgrade button.",
    { exact: true },
  );
  expect(await readingOf(description)).toMatchObject({ direction: 'ltr' });
  expect(await readingOf(title)).toMatchObject({ direction: 'ltr' });
  const descriptionBox = await description.boundingBox();
  const titleBox = await title.boundingBox();
  expect(Math.abs(descriptionBox!.x - titleBox!.x)).toBeLessThan(2);

  // The args table reads left to right: Name, then Description, then Default, then Control.
  const table = page.getByRole('table').first();
  expect(await readingOf(table)).toMatchObject({ direction: 'ltr' });
  const columns = await Promise.all(
    ['Name', 'Description', 'Default', 'Control'].map(async (name) => {
      const box = await table.getByRole('columnheader', { name, exact: true }).boundingBox();
      return box!.x;
    }),
  );
  expect(columns).toEqual([...columns].sort((a, b) => a - b));
  // A prop typed from another package reads as its values, not as the type's name.
  const typeRow = table.getByRole('row').filter({ hasText: "The page's medallion type" });
  for (const type of characterTypes) {
    await expect(typeRow.getByText(`"${type}"`, { exact: true })).toBeVisible();
  }
  await expect(typeRow).not.toContainText('CharacterType');
  // A default written in the component's parameters shows, memoized as this one is.
  const loadingRow = table.getByRole('row').filter({ hasText: /^loading/ });
  await expect(loadingRow.getByText('false', { exact: true })).toBeVisible();

  // Every canvas holds its story in an element in Persian, right to left, and reads so.
  // The primary story's canvas, then one per story of the component (the build's index).
  const index = (await (await page.request.get('index.json')).json()) as {
    entries: Record<string, { type: string; title: string }>;
  };
  const count = Object.values(index.entries).filter(
    (entry) => entry.type === 'story' && entry.title === 'Medallion/MedallionDetailsCard',
  ).length;
  expect(count).toBeGreaterThan(1);
  const stories = page.locator('.docs-story');
  await expect(stories).toHaveCount(count + 1);
  for (const story of await stories.all()) {
    const locale = story.locator('[lang][dir]').first();
    await expect(locale).toHaveAttribute('lang', 'fa');
    await expect(locale).toHaveAttribute('dir', 'rtl');
  }
  // With every canvas rendered, the page itself still carries no direction of theirs.
  await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
  const heading = page.getByRole('heading', { level: 2, name: 'مدال PETA' }).first();
  expect(await readingOf(heading)).toEqual({ lang: 'fa', dir: 'rtl', direction: 'rtl' });
  // Right to left: the card's heading starts at its right edge, the picture beside it.
  const card = page.locator('.docs-story').first().locator('section').first();
  const cardBox = await card.boundingBox();
  const headingBox = await heading.boundingBox();
  expect(cardBox!.x + cardBox!.width - (headingBox!.x + headingBox!.width)).toBeLessThan(
    headingBox!.x - cardBox!.x,
  );

  await settle(page);
  await page.screenshot({ path: `${SHOTS}/docs-page-fa.png` });
  noErrors();
});

test('a dialog opened from a story in Arabic reads right to left', async ({ page }) => {
  const noErrors = failOnErrors(page);
  const stories = 'locales/stories/ar.json';
  await page.goto('iframe.html?id=primitives-dialog--small&viewMode=story&globals=locale:ar');
  const title = message(stories, 'sample.dialogTitle');
  const first = page.getByRole('dialog', { name: title });
  await expect(first).toBeVisible();
  // Closed, then opened again from the story's own button, as a person does.
  await page.keyboard.press('Escape');
  await expect(first).toBeHidden();
  await page.getByRole('button', { name: message(stories, 'sample.openDialog') }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  expect(await readingOf(dialog)).toEqual({ lang: 'ar', dir: 'rtl', direction: 'rtl' });
  // The close button sits at the dialog's start, the title's right, as Arabic reads.
  const close = dialog.getByRole('button', {
    name: message('locales/messages/ar.json', 'dialog.close'),
  });
  const heading = dialog.getByRole('heading', { name: title });
  expect((await close.boundingBox())!.x).toBeLessThan((await heading.boundingBox())!.x);
  noErrors();
});

test('the review grid shows a story in en, es, fa and ar side by side, each in its direction', async ({
  page,
}) => {
  const noErrors = failOnErrors(page);
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto(
    'iframe.html?id=medallion-medalliondetailscard--level-3-female&viewMode=story&globals=review:grid',
  );
  const root = page.locator('#storybook-root');
  // Each pane renders the story: the card's heading, in the pane's language.
  const headings = root.getByRole('heading', { level: 2 });
  await expect(headings).toHaveCount(4);
  const panes = await Promise.all((await headings.all()).map((heading) => readingOf(heading)));
  expect(panes).toEqual([
    { lang: 'en', dir: 'ltr', direction: 'ltr' },
    { lang: 'es', dir: 'ltr', direction: 'ltr' },
    { lang: 'fa', dir: 'rtl', direction: 'rtl' },
    { lang: 'ar', dir: 'rtl', direction: 'rtl' },
  ]);
  await expect(headings.nth(0)).toHaveText('ATA medallion');
  await expect(headings.nth(2)).toHaveText('مدال ATA');
  // Side by side: one row, left to right in the order en, es, fa, ar.
  const boxes = await Promise.all((await headings.all()).map((heading) => heading.boundingBox()));
  const tops = boxes.map((box) => Math.round(box!.y));
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(8);
  const lefts = boxes.map((box) => box!.x);
  expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
  await expect(root.getByRole('note')).toHaveCount(0);

  await settle(page);
  const grid = await root.boundingBox();
  await page.screenshot({
    path: `${SHOTS}/review-grid.png`,
    clip: { x: 0, y: 0, width: 1600, height: Math.ceil(grid!.height) },
  });
  noErrors();
});

test('the review grid shows a story that opens a dialog in the first locale only, and says so', async ({
  page,
}) => {
  const noErrors = failOnErrors(page);
  await page.goto('iframe.html?id=primitives-dialog--small&viewMode=story&globals=review:grid');
  await expect(page.getByRole('dialog', { name: 'Medallion details' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.getByRole('note')).toContainText(
    'This story opens a dialog, so the review grid shows it in English only',
  );
  await expect(page.locator('#storybook-root [lang]:not([lang="en"])')).toHaveCount(0);
  await expect(page.getByText('Español (es)')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/review-grid-dialog.png` });
  noErrors();
});

test("a story mounted while Storybook's late 'preparing' timer hides the page still moves focus into its dialog", async ({
  page,
}) => {
  const noErrors = failOnErrors(page);
  const storyId = 'primitives-dialog--open';
  const url = `iframe.html?id=${storyId}&viewMode=story&globals=locale:en`;
  await page.goto(url);
  // msw's worker reloads a page it finds its registration for but does not control yet, which a
  // loaded machine can reach on a first visit (a fresh-clone CI run did: the page loaded twice and
  // the remount below lost its page). So the worker first takes this page, then the story is
  // opened again in a page the worker controls from its start, which msw never reloads. On a
  // loaded machine that next visit too may start uncontrolled (msw then reloads it itself): the
  // story is opened again until a visit is controlled.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  for (let visit = 1; ; visit += 1) {
    await page.goto(url);
    const controlled = await page
      .evaluate(() => navigator.serviceWorker.controller !== null)
      .catch((error: Error) => {
        // msw reloaded the page under this check: this visit was not controlled.
        if (error.message.includes('Execution context was destroyed')) return false;
        throw error;
      });
    if (controlled) break;
    if (visit === 5) throw new Error(`no visit of ${storyId} in 5 that msw's worker controls`);
  }
  const dialog = page.getByRole('dialog', { name: 'Medallion details' });
  await expect(dialog).toBeVisible();
  // Storybook shows "preparing" 100 ms after a story is selected and shows the story's root only
  // once it has mounted; the story's render does not stop that timer, so on a slow machine it
  // can fire after the render began (seen in CI: Medallion/UpgradeModal caught without its focus
  // ring). Here the story is mounted again while the page is in that state, deterministically:
  // the body is put in "preparing", and when the render shows the story the timer's work is done
  // again before React commits.
  const remountWhilePreparing = () =>
    page.evaluate(async (id) => {
      type Channel = Record<'on' | 'off' | 'emit', (name: string, data: unknown) => void>;
      const { __STORYBOOK_ADDONS_CHANNEL__: channel, __STORYBOOK_MODULE_CORE_EVENTS__: events } =
        window as unknown as {
          __STORYBOOK_ADDONS_CHANNEL__: Channel;
          __STORYBOOK_MODULE_CORE_EVENTS__: Record<string, string>;
        };
      const { body } = document;
      const root = document.getElementById('storybook-root')!;
      let hidden: boolean | undefined;
      const observer = new MutationObserver(() => {
        if (!body.classList.contains('sb-show-main')) return;
        observer.disconnect();
        body.classList.replace('sb-show-main', 'sb-show-preparing-story');
        // What the story's root is while React commits: shown or not.
        hidden = getComputedStyle(root).display === 'none';
      });
      body.classList.replace('sb-show-main', 'sb-show-preparing-story');
      observer.observe(body, { attributes: true, attributeFilter: ['class'] });
      await new Promise<void>((resolve) => {
        const rendered = (event: { storyId?: string } | string) => {
          if ((typeof event === 'string' ? event : event.storyId) !== id) return;
          channel.off(events['STORY_RENDERED']!, rendered);
          resolve();
        };
        channel.on(events['STORY_RENDERED']!, rendered);
        channel.emit(events['FORCE_REMOUNT']!, { storyId: id });
      });
      return { hidden };
    }, storyId);
  // Storybook reloads the page when a story is remounted before its render is over, and that
  // includes addon-a11y's axe run after the play: a remount waits for the render to finish.
  await page.waitForFunction(
    () =>
      (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
        .__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished',
  );
  const { hidden } = await remountWhilePreparing();
  // The state was reached: the render began and was caught by the timer's work.
  expect(hidden).toBe(false);
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole('button', { name: message('locales/messages/en.json', 'dialog.close') }),
  ).toBeFocused();
  noErrors();
});
