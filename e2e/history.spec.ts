/**
 * Page addresses: each page change is a history entry whose path names the page; Back and Forward
 * move between pages and put back the scroll position; a reload stays on the page; a link to a
 * page opens it, after the login when signed out; logging out and in again starts at `/`.
 */
import type { Page } from '@playwright/test';
import { goTo, logIn, loginHeading, logOut, pageHeading } from './support/app';
import { t, type Locale } from './support/messages';
import { demo, expect, test } from './support/test';

const locale: Locale = 'en';

const path = (page: Page) => new URL(page.url()).pathname;
const cartHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: t(locale, 'cart.title') });

test('Back from the wallet returns to the dashboard, Forward to the wallet', async ({
  page,
  openSignedIn,
}) => {
  await openSignedIn({ locale, as: 'demo' });
  expect(path(page)).toBe('/');
  await goTo(page, locale, 'wallet');
  expect(path(page)).toBe('/wallet');
  await goTo(page, locale, 'peta');
  expect(path(page)).toBe('/medallions/peta');

  await page.goBack();
  await expect(pageHeading(page, locale, 'wallet')).toBeVisible();
  expect(path(page)).toBe('/wallet');
  await page.goBack();
  await expect(pageHeading(page, locale, 'main')).toBeVisible();
  expect(path(page)).toBe('/');
  await page.goForward();
  await expect(pageHeading(page, locale, 'wallet')).toBeVisible();
  expect(path(page)).toBe('/wallet');
  // Back and Forward added no entry: Forward once more reaches PETA's dashboard, the last one.
  await page.goForward();
  await expect(pageHeading(page, locale, 'peta')).toBeVisible();
  expect(await page.evaluate(() => window.history.length)).toBeLessThanOrEqual(4);
});

test('a reload stays on the page, and a link opens the page it names', async ({
  page,
  openSignedIn,
}) => {
  await openSignedIn({ locale, as: 'demo' });
  await goTo(page, locale, 'wallet');
  await page.reload();
  await expect(pageHeading(page, locale, 'wallet')).toBeVisible();
  expect(path(page)).toBe('/wallet');

  await page.goto('/medallions/beta');
  await expect(pageHeading(page, locale, 'beta')).toBeVisible();
  await page.goto('/marketplace');
  await expect(pageHeading(page, locale, 'marketplace')).toBeVisible();

  // A path that names no page shows the dashboard, at its own address.
  await page.goto('/no/such/page');
  await expect(pageHeading(page, locale, 'main')).toBeVisible();
  expect(path(page)).toBe('/');
});

test('signed out, a link to the cart opens it after the login; logout and login start at /', async ({
  page,
  open,
}) => {
  await open({ locale });
  await page.goto('/shop/cart');
  await expect(loginHeading(page, locale)).toBeVisible();
  await logIn(page, locale, demo.username, demo.password);
  await expect(cartHeading(page)).toBeVisible();
  expect(path(page)).toBe('/shop/cart');

  await logOut(page, locale, demo.username);
  await expect(loginHeading(page, locale)).toBeVisible();
  expect(path(page)).toBe('/');
  await logIn(page, locale, demo.username, demo.password);
  await expect(pageHeading(page, locale, 'main')).toBeVisible();
  await expect(cartHeading(page)).toBeHidden();
  expect(path(page)).toBe('/');
});

test('Back returns to where the marketplace was scrolled, Forward to the top of the wallet', async ({
  page,
  openSignedIn,
}) => {
  // A short window, so that the marketplace scrolls well past its first screen.
  await page.setViewportSize({ width: 1280, height: 500 });
  await openSignedIn({ locale, as: 'demo' });
  await goTo(page, locale, 'marketplace');
  // The cards come after the heading: the page is measured once they have made it tall.
  const scrollRoom = () =>
    page.evaluate(() =>
      Math.floor((document.documentElement.scrollHeight - window.innerHeight) * 0.6),
    );
  await expect.poll(scrollRoom).toBeGreaterThan(300);
  const target = await scrollRoom();
  await page.evaluate((y) => window.scrollTo(0, y), target);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(target);
  const left = await page.evaluate(() => window.scrollY);

  // The header's Wallet pressed where it is, without scrolling it into view first.
  await goTo(page, locale, 'wallet', (control) => control.dispatchEvent('click'));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(pageHeading(page, locale, 'marketplace')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(left - 2);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(left + 2);

  await page.goForward();
  await expect(pageHeading(page, locale, 'wallet')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
