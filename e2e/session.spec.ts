/**
 * The session: auth from the stored token, logout, the session the server no longer accepts,
 * the language kept across a reload, and the scroll reset on every page change.
 */
import type { Locator } from '@playwright/test';
import {
  accountButton,
  acknowledge,
  goTo,
  localeNames,
  logIn,
  loginHeading,
  pageHeading,
  type PageName,
} from './support/app';
import { t, type Locale } from './support/messages';
import { storedToken, storeToken } from './support/storage';
import { demo, expect, loginByApi, test } from './support/test';

// English only: Persian words alone are checked screen by screen by a11y.spec.ts's Persian walk;
// the flows run in Persian where Persian changes what they do (docs/testing.md, "Rules").
for (const locale of ['en'] as const satisfies readonly Locale[]) {
  test.describe(locale, { tag: `@${locale}` }, () => {
    test('a stored authToken opens the dashboard: loading, then authenticated, never the login', async ({
      page,
      open,
      request,
    }) => {
      const token = await loginByApi(request, demo.username, demo.password);
      // Every heading the app renders, from the very first one.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { seenHeadings: string[] }).seenHeadings = seen;
        new MutationObserver(() => {
          for (const heading of document.querySelectorAll('h1, h2'))
            if (!seen.includes(heading.textContent ?? '')) seen.push(heading.textContent ?? '');
        }).observe(document, { childList: true, subtree: true });
      });
      const logins: string[] = [];
      page.on('request', (call) => {
        if (call.url().includes('/api/auth/')) logins.push(call.url());
      });
      await open({ locale, token });
      await expect(pageHeading(page, locale, 'main')).toBeVisible();
      const seen = await page.evaluate(
        () => (window as unknown as { seenHeadings: string[] }).seenHeadings,
      );
      expect(seen).toContain(
        t(locale, 'welcomeCard.greeting', { name: t(locale, 'app.userLabel') }),
      );
      for (const signedOut of ['loginForm.title', 'signupForm.title', 'verifyEmailForm.title'])
        expect(seen).not.toContain(t(locale, signedOut));
      expect(logins).toEqual([]);
    });

    test('the header names the account, whose menu logs out; the next login starts on the dashboard', async ({
      page,
      open,
    }) => {
      await open({ locale });
      await logIn(page, locale, demo.username, demo.password);
      await expect(pageHeading(page, locale, 'main')).toBeVisible();
      await goTo(page, locale, 'wallet');
      // The account in the bar: its username (after its initial), which opens a menu: log out on
      // this device, or on every device (izi's own logout call).
      const account = accountButton(page, locale, demo.username);
      await expect(account).toBeVisible();
      await expect(account).toContainText(demo.username);
      await account.click();
      await expect(
        page.getByRole('menuitem', { name: t(locale, 'header.logoutEverywhere') }),
      ).toBeVisible();
      await page.getByRole('menuitem', { name: t(locale, 'header.logout'), exact: true }).click();
      await expect(loginHeading(page, locale)).toBeVisible();
      expect(await storedToken(page)).toBeNull();
      await logIn(page, locale, demo.username, demo.password);
      await expect(pageHeading(page, locale, 'main')).toBeVisible();
      await expect(pageHeading(page, locale, 'wallet')).toBeHidden();
    });

    test('a session the server no longer accepts (401) ends with a notice at login', async ({
      page,
      openSignedIn,
      problems,
    }) => {
      problems.expect(/^\/api\//, 401);
      await openSignedIn({ locale, as: 'demo' });
      // The dashboard's own calls first, all answered with the good token: one still starting
      // after the swap would end the session before the click below (the nav leaves the page).
      await page.waitForLoadState('networkidle');
      // The server forgets the session: the stored token is no longer one it knows.
      await storeToken(page, 'f'.repeat(64));
      await page
        .getByRole('navigation', { name: t(locale, 'header.navigation') })
        .getByRole('button', { name: t(locale, 'header.marketplace'), exact: true })
        .click();
      await acknowledge(page, locale, t(locale, 'app.sessionExpired'));
      await expect(loginHeading(page, locale)).toBeVisible();
      expect(await storedToken(page)).toBeNull();
    });

    test(
      'every page change scrolls to the top',
      { tag: '@client' },
      async ({ page, openSignedIn }) => {
        await openSignedIn({ locale, as: 'demo' });
        // Each control is pressed where it is, at the bottom of a scrolled page (no scrolling it
        // into view first, as a click by Playwright would).
        const press = (control: Locator) => control.dispatchEvent('click');
        const route: PageName[] = [
          'wallet',
          'marketplace',
          'izishop',
          'peta',
          'beta',
          'ata',
          'alpha',
          'main',
          'characters',
          'main',
        ];
        for (const next of route) {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          const scrolled = await page.evaluate(() => window.scrollY);
          const scrollable = await page.evaluate(
            () => document.documentElement.scrollHeight > window.innerHeight + 100,
          );
          if (scrollable) expect(scrolled).toBeGreaterThan(0);
          await goTo(page, locale, next, press);
          await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        }
      },
    );
  });
}

test(
  'the language chosen is kept across a reload, signed out and signed in',
  { tag: '@client' },
  async ({ page, open }) => {
    await open({ locale: 'en' });
    await expect(loginHeading(page, 'en')).toBeVisible();
    const choose = async (from: Locale, to: Locale) => {
      await page
        .getByRole('button', {
          name: t(from, 'languageMenu.button', { language: localeNames[from] }),
        })
        .first()
        .click();
      await page.getByRole('menuitemradio', { name: localeNames[to] }).click();
    };
    await choose('en', 'es');
    await expect(loginHeading(page, 'es')).toBeVisible();
    await page.reload();
    await expect(loginHeading(page, 'es')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    await logIn(page, 'es', demo.username, demo.password);
    await expect(pageHeading(page, 'es', 'main')).toBeVisible();
    await choose('es', 'fa');
    await expect(pageHeading(page, 'fa', 'main')).toBeVisible();
    await page.reload();
    await expect(pageHeading(page, 'fa', 'main')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  },
);

test(
  "with a stored token, the page's first script fetches the signed-in chunk and the catalog beside the entry",
  { tag: '@client' },
  async ({ page, open, request }) => {
    // The entry is held back until the chunk and the catalog have been asked for: only the page's
    // first script (boot) can have asked, since the entry has not run.
    const asked: string[] = [];
    page.on('request', (call) => asked.push(new URL(call.url()).pathname));
    const askedBeforeEntry = (pattern: RegExp) =>
      expect.poll(() => asked.some((path) => pattern.test(path)), { timeout: 5000 }).toBe(true);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const token = await loginByApi(request, demo.username, demo.password);
    const opened = open({ locale: 'es', token });
    await askedBeforeEntry(/^\/assets\/SignedInContainer-[\w-]+\.js$/);
    await askedBeforeEntry(/^\/assets\/SignedInContainer-[\w-]+\.css$/);
    await askedBeforeEntry(/^\/assets\/es-[\w-]+\.js$/);
    release();
    await opened;
    await expect(pageHeading(page, 'es', 'main')).toBeVisible();
  },
);

test(
  'without a token, the login screen fetches nothing of the signed-in screens',
  { tag: '@client' },
  async ({ page, open }) => {
    const asked: string[] = [];
    page.on('request', (call) => asked.push(new URL(call.url()).pathname));
    await open({ locale: 'en' });
    await expect(loginHeading(page, 'en')).toBeVisible();
    // The signed-in chunk comes only once the person starts on a form (App.tsx).
    expect(asked.filter((path) => /SignedInContainer|\/api\//.test(path))).toEqual([]);
  },
);
