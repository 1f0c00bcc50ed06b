/**
 * The Introduction and the Foundations pages as a designer reads them: each opens, reads left to
 * right in the default locale (fa) like every Docs page, and lists every token of the theme,
 * every icon and every illustration file, and nothing else. The expected lists are computed here
 * from the sources (the themes' tokens, which the contract types; the icons' index; the art
 * folder), so a token, an icon or a file a page lacks fails here. Also: the review grid's
 * light-above-dark option, and a States story whose forced hover differs from rest.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { darkTokens, lightTokens } from '../../packages/ui/src/theme/tokens';
import { failOnErrors } from './failOnErrors';

const SHOTS = 'test-results/storybook-checks';
const themes = { light: lightTokens, dark: darkTokens };

/** Every `group.name` of a theme's tokens, in their order. */
function paths(tokens: object, only?: (group: string) => boolean): string[] {
  return Object.entries(tokens)
    .filter(([group]) => !only || only(group))
    .flatMap(([group, slots]) => Object.keys(slots as object).map((name) => `${group}.${name}`));
}

/** The icons the library exports: `export { XIcon } from './XIcon'` lines of its index. */
const icons = [
  ...readFileSync('packages/ui/src/icons/index.ts', 'utf8').matchAll(/export \{ (\w+Icon) \}/g),
].map((match) => match[1]);

/** Every SVG under the art folder, by its path from it (`medallions/peta-2-f.svg`). */
const artRoot = 'packages/ui/public/art';
const art = (readdirSync(artRoot, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.svg'))
  .map((file) => relative(artRoot, join(artRoot, file)).split('\\').join('/'))
  .sort();

/** `#rrggbb` as getComputedStyle writes it. */
function rgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** Opens the Docs page of `title` (found in the build's index) in the default locale. */
async function openDocs(page: Page, title: string) {
  const index = (await (await page.request.get('index.json')).json()) as {
    entries: Record<string, { id: string; type: string; title: string }>;
  };
  const entry = Object.values(index.entries).find((e) => e.type === 'docs' && e.title === title);
  expect(entry, `a Docs page titled ${title}`).toBeDefined();
  await page.goto(`iframe.html?id=${entry!.id}&viewMode=docs`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  // Like every Docs page: English prose, left to right, whatever the toolbar's locale.
  expect(await heading.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
  await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
}

/** The `data-*` attribute of every element under `scope` that carries it, in document order. */
function attributes(page: Page, selector: string, name: string) {
  return page
    .locator(selector)
    .evaluateAll((elements, key) => elements.map((e) => e.getAttribute(key) ?? ''), name);
}

test('the Introduction says what izi is, how to review it and how to report a problem', async ({
  page,
}) => {
  const noErrors = failOnErrors(page);
  await openDocs(page, 'Introduction');
  for (const name of [
    'How to review',
    "What a story's states mean",
    'How the screenshots are checked',
    'How to report a problem',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  for (const tool of ['Locale', 'Theme', 'Viewport', 'Review']) {
    await expect(page.getByText(tool, { exact: true }).first()).toBeVisible();
  }
  noErrors();
});

test('Colors lists every colour of the theme in light and dark, each with its contrast', async ({
  page,
}) => {
  const noErrors = failOnErrors(page);
  await openDocs(page, 'Foundations/Colors');
  for (const [theme, tokens] of Object.entries(themes)) {
    const section = `[data-theme-tokens="${theme}"]`;
    const expected = paths(tokens, (group) => group === 'color');
    expect(await attributes(page, `${section} [data-token]`, 'data-token')).toEqual(expected);
    // Each swatch shows its name, its value and (text on surfaces at least) a ratio.
    for (const [name, value] of Object.entries(tokens.color)) {
      const swatch = page.locator(`${section} [data-token="color.${name}"]`);
      await expect(swatch).toContainText(`color.${name}`);
      await expect(swatch).toContainText(value);
    }
    await expect(page.locator(`${section} [data-token="color.text"]`)).toContainText(
      /\d+\.\d\d:1 with surface ✓/,
    );
    // Every pair reaches what WCAG asks of it: the empty stars, a graphic, 3:1 on each surface.
    await expect(page.locator(`${section} [data-token="color.starEmpty"]`)).toContainText(
      /[3-9]\.\d\d:1 with surfaceRaised ✓/,
    );
    await expect(page.locator(section)).not.toContainText('✗');
  }
  await page.screenshot({ path: `${SHOTS}/foundations-colors.png`, fullPage: true });
  noErrors();
});

test('Typography, spacing, radii, elevation and motion list every other token of the theme', async ({
  page,
}) => {
  const noErrors = failOnErrors(page);
  const shown = new Set<string>();
  for (const title of [
    'Foundations/Typography',
    'Foundations/Spacing, radii and elevation',
    'Foundations/Motion',
  ]) {
    await openDocs(page, title);
    // Each table lists its group, in the contract's order, and nothing else.
    const groups = await attributes(page, '[data-token-group]', 'data-token-group');
    for (const group of groups) {
      const listed = await attributes(
        page,
        `[data-token-group="${group}"] [data-token]`,
        'data-token',
      );
      expect(listed).toEqual(paths(lightTokens, (g) => g === group));
      for (const path of listed) shown.add(path);
    }
    if (title === 'Foundations/Typography') {
      // The scale in Latin (Inter), Persian and Arabic (Vazirmatn), in every weight, each in its
      // own language and direction.
      for (const [locale, dir] of [
        ['en', 'ltr'],
        ['fa', 'rtl'],
        ['ar', 'rtl'],
      ] as const) {
        const scale = page.locator(`[data-type-scale="${locale}"]`);
        await expect(scale.locator(`[lang="${locale}"][dir="${dir}"]`)).toHaveCount(1);
        expect(
          await attributes(page, `[data-type-scale="${locale}"] [data-token]`, 'data-token'),
        ).toEqual(paths(lightTokens, (g) => g === 'fontWeight'));
      }
    }
  }
  expect([...shown].sort()).toEqual(paths(lightTokens, (group) => group !== 'color').sort());
  noErrors();
});

test('Iconography shows every icon of the library at each size, with its name', async ({
  page,
}) => {
  const noErrors = failOnErrors(page);
  expect(icons.length).toBeGreaterThan(10);
  await openDocs(page, 'Foundations/Iconography');
  const sizes = await attributes(page, '[data-icon-size]', 'data-icon-size');
  expect(sizes).toContain('20');
  for (const size of sizes) {
    const sheet = `[data-icon-size="${size}"]`;
    expect((await attributes(page, `${sheet} [data-icon]`, 'data-icon')).sort()).toEqual(
      [...icons].sort(),
    );
    const widths = await page
      .locator(`${sheet} svg[width]`)
      .evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute('width')));
    expect(new Set(widths)).toEqual(new Set([size]));
  }
  for (const name of icons)
    await expect(page.getByText(name!, { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/foundations-iconography.png`, fullPage: true });
  noErrors();
});

test('Illustrations shows every file of the art folder, each loaded', async ({ page }) => {
  const noErrors = failOnErrors(page);
  expect(art.length).toBeGreaterThan(50);
  await openDocs(page, 'Foundations/Illustrations');
  const images = page.locator('img[data-art]');
  expect((await attributes(page, 'img[data-art]', 'data-art')).sort()).toEqual(art);
  await page.evaluate(() =>
    Promise.all(Array.from(document.images, (image) => image.decode().catch(() => null))),
  );
  const broken = await images.evaluateAll((all) =>
    all
      .filter((image) => (image as HTMLImageElement).naturalWidth === 0)
      .map((image) => image.getAttribute('data-art')),
  );
  expect(broken).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/foundations-illustrations.png`, fullPage: true });
  noErrors();
});

test('the review grid shows a story in the four locales, light above dark', async ({ page }) => {
  const noErrors = failOnErrors(page);
  await page.setViewportSize({ width: 1600, height: 1200 });
  await page.goto(
    'iframe.html?id=medallion-medalliondetailscard--level-3-female&viewMode=story&globals=review:grid-themes',
  );
  const headings = page.locator('#storybook-root').getByRole('heading', { level: 2 });
  await expect(headings).toHaveCount(8);
  const boxes = await Promise.all((await headings.all()).map((heading) => heading.boundingBox()));
  // Two rows of four: the second row (dark) below the first (light).
  expect(boxes[4]!.y).toBeGreaterThan(boxes[0]!.y + 20);
  // The theme's page colour: the outermost background of the pane, below the story's root.
  const background = (n: number) =>
    headings.nth(n).evaluate((element) => {
      let color = '';
      for (let node = element.parentElement; node && node.id !== 'storybook-root';) {
        const own = getComputedStyle(node).backgroundColor;
        if (own !== 'rgba(0, 0, 0, 0)') color = own;
        node = node.parentElement;
      }
      return color;
    });
  expect(await background(0)).toBe(rgb(lightTokens.color.background));
  expect(await background(4)).toBe(rgb(darkTokens.color.background));
  await page.screenshot({ path: `${SHOTS}/review-grid-themes.png` });
  noErrors();
});

test('a States story shows a hovered button unlike one at rest', async ({ page }) => {
  const noErrors = failOnErrors(page);
  await page.goto('iframe.html?id=states-button--all-states&viewMode=story&globals=locale:en');
  const rest = page.locator('[data-state="rest"] button').first();
  const hovered = page.locator('[data-state="hover"] button').first();
  await expect(hovered).toHaveClass(/pseudo-hover/);
  const color = (locator: typeof rest) =>
    locator.evaluate((element) => getComputedStyle(element).backgroundColor);
  // The addon puts its class on the button as the story renders, but writes the style sheet's
  // rules for it only once the story (its play included) has finished: the hovered colour is
  // waited for, not read at once.
  await expect.poll(() => color(hovered)).toBe(rgb(lightTokens.color.primaryHover));
  expect(await color(rest)).toBe(rgb(lightTokens.color.primary));
  noErrors();
});
