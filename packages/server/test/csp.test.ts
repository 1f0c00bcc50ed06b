/**
 * The Content-Security-Policy against the real app: `npm start` serves the
 * production build (building it when missing or stale, under the start script's lock, as
 * start.test.ts does), and Chromium visits every screen, signed out and signed in as the demo
 * account, in English and in Persian, with the policy enforced. Any `securitypolicyviolation` event
 * or console CSP error fails the test. To prove that the policy is enforced and the listener hears
 * it, the page is then made to run an inline script twice: both must be refused and reported.
 */
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';
import { runNpmStart } from './npm-start';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  where: string;
}

declare global {
  interface Window {
    __cspViolations: Violation[];
  }
}

/** Every screen's content has arrived: the network is quiet and the fonts are in. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

describe('the Content-Security-Policy with the production build', () => {
  it(
    'every screen, signed out and signed in, in English and Persian, runs with no violation',
    { timeout: 300_000 },
    async () => {
      const { url } = await runNpmStart(cleanups);
      const browser: Browser = await chromium.launch({
        executablePath: chromiumPath,
        args: [...chromiumArgs],
      });
      cleanups.push(() => browser.close());
      const page = await browser.newPage();
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (
          /Content[- ]Security[- ]Policy|Refused to|Trusted ?(Type|Script|HTML)/i.test(
            message.text(),
          )
        )
          consoleErrors.push(message.text());
      });
      const failed: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400 && !response.url().includes('/api/'))
          failed.push(response.url());
      });
      // Runs before the app's scripts (and is not subject to the page's policy).
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__cspViolations.push({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            sample: event.sample,
            where: `${event.sourceFile}:${event.lineNumber}`,
          });
        });
        if (!sessionStorage.getItem('csp-test-started')) {
          sessionStorage.setItem('csp-test-started', '1');
          localStorage.setItem('izi.locale', 'en');
        }
      });
      const visited: string[] = [];
      const violations = async (screen: string) => {
        await settle(page);
        visited.push(screen);
        return page.evaluate(() => window.__cspViolations);
      };
      const heading = (name: string, level?: number) =>
        page.getByRole('heading', { name, ...(level ? { level } : {}) });

      const response = await page.goto(url);
      expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");

      // Signed out: login, signup, verify (after a signup), forgot password.
      await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
      expect(await violations('login')).toEqual([]);
      await page.getByRole('button', { name: 'Sign up' }).click();
      await heading('Create an account', 1).waitFor();
      expect(await violations('signup')).toEqual([]);
      await page.getByRole('textbox', { name: 'Username' }).fill('csp_test');
      await page.getByRole('textbox', { name: 'Email' }).fill('csp_test@example.com');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a-long-password');
      await page.getByRole('textbox', { name: 'Confirm password' }).fill('a-long-password');
      await page.getByRole('button', { name: 'Sign up' }).click();
      await heading('Verify your email', 1).waitFor();
      expect(await violations('verify')).toEqual([]);
      await page.getByRole('button', { name: 'Back to login' }).click();
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await heading('Reset your password', 1).waitFor();
      expect(await violations('forgot password')).toEqual([]);
      await page.getByRole('button', { name: 'Back to login' }).click();

      // Signed in as the demo account: every page of the header and the dashboards menu.
      await page.getByRole('textbox', { name: 'Email or username' }).fill('demo');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('izi-demo-2025');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await heading('Welcome back, izi player!').waitFor();
      expect(await violations('main dashboard')).toEqual([]);

      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      for (const type of ['PETA', 'BETA', 'ATA', 'ALPHA']) {
        await nav.getByRole('button', { name: 'Dashboards' }).click();
        await page.getByRole('menuitem', { name: type, exact: true }).click();
        await heading(`${type} medallion`).waitFor();
        expect(await violations(`${type} dashboard`)).toEqual([]);
      }
      await nav.getByRole('button', { name: 'Dashboards' }).click();
      await page.getByRole('menuitem', { name: 'Main', exact: true }).click();
      await page
        .getByRole('region', { name: 'My characters' })
        .getByRole('button', { name: 'View all' })
        .click();
      await heading('Your characters').waitFor();
      expect(await violations('characters')).toEqual([]);
      for (const [button, title] of [
        ['Marketplace', 'Marketplace'],
        ['Wallet', 'Wallet'],
        ['iziShop', 'iziShop'],
      ] as const) {
        await nav.getByRole('button', { name: button, exact: true }).click();
        await heading(title, 1).waitFor();
        expect(await violations(title)).toEqual([]);
      }

      // The advisor (it asks when it opens): its answer is rendered from text.
      await nav.getByRole('button', { name: 'Dashboards' }).click();
      await page.getByRole('menuitem', { name: 'Main', exact: true }).click();
      await page.getByRole('button', { name: 'Ask the advisor' }).click();
      const advisor = page.getByRole('dialog', { name: 'AI Advisor' });
      await advisor.getByRole('heading', { level: 3 }).first().waitFor();
      expect(await violations('advisor')).toEqual([]);
      await page.keyboard.press('Escape');

      // Persian: its own catalog chunk and fonts (Vazirmatn), right to left.
      await page.evaluate(() => localStorage.setItem('izi.locale', 'fa'));
      await page.reload();
      await page.locator('html[lang="fa"][dir="rtl"]').waitFor();
      await page.getByRole('navigation').first().waitFor();
      expect(await violations('main dashboard in Persian')).toEqual([]);

      expect(consoleErrors).toEqual([]);
      expect(failed).toEqual([]);
      expect(visited).toHaveLength(15);

      // The policy is enforced and heard: an injected inline script never runs, whether its text is
      // set (Trusted Types refuse the string) or appended as a node (refused when it would run);
      // each is reported.
      const probe = await page.evaluate(async () => {
        const refused: string[] = [];
        try {
          const element = document.createElement('script');
          element.textContent = 'window.__injectedRan = true;';
          document.body.append(element);
        } catch (error) {
          refused.push((error as Error).name);
        }
        // Its text as a child node instead: no sink throws, but the script must still not run.
        const element = document.createElement('script');
        element.append(document.createTextNode('window.__injectedRan = true;'));
        document.body.append(element);
        await new Promise((resolve) => setTimeout(resolve, 100));
        return { ran: (window as { __injectedRan?: boolean }).__injectedRan === true, refused };
      });
      expect(probe).toEqual({ ran: false, refused: ['TypeError'] });
      const heard = await page.evaluate(() => window.__cspViolations);
      expect(heard.map((violation) => violation.directive)).toEqual([
        'require-trusted-types-for',
        'require-trusted-types-for',
      ]);
      expect(consoleErrors.length).toBeGreaterThan(0);
    },
  );
});
