/**
 * The suite's `test`: Playwright's, with the server of the project's database as `baseURL`, a
 * watch on every page for what must never happen unannounced (an uncaught error, a console
 * error, a failed request, an answer of 400 or more), and the person's starting state.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type Route,
} from '@playwright/test';
import { pageHeading } from './app';
import { mailedCode } from './mail';
import { prismLog } from './prism';
import type { Locale } from './messages';
import { serverOf, type DatabaseKind, type ServerInfo } from './servers';
import { storageKeys } from './storage';

export interface FixtureOptions {
  database: DatabaseKind;
}

/** A failure a test expects: requests whose path matches, answered with `status` (or failing). */
interface ExpectedFailure {
  path: RegExp;
  status?: number;
}

export interface Problems {
  /** Declares a failed request (and the browser's console error about it) as part of the flow. */
  expect(path: RegExp, status?: number): void;
  /** Declares that Prism will find calls to `path` off the OpenAPI document (a test of Prism). */
  expectViolation(path: RegExp): void;
  /** Everything unexpected seen so far. */
  readonly seen: readonly string[];
  /** What Prism found in the calls declared with `expectViolation`. */
  readonly violations: readonly string[];
}

export interface Account {
  username: string;
  email: string;
  password: string;
  token: string;
}

interface Fixtures {
  server: ServerInfo;
  problems: Problems;
  /** Opens the app as a person who picked `locale` earlier, optionally signed in already. */
  open: (options: { locale: Locale; token?: string }) => Promise<void>;
  /** A new, verified account made through the API (its code from the mail) and its token. */
  newAccount: () => Promise<Account>;
  /**
   * Opens the app signed in (as a new account, or as the demo account) and waits for the main
   * page; answers the session's token.
   */
  openSignedIn: (options: { locale: Locale; as?: 'new account' | 'demo' }) => Promise<string>;
}

export const demo = { username: 'demo', password: 'izi-demo-2025' } as const;

let accounts = 0;
/** A username no other run or worker uses: 3 to 32 letters and digits. */
export function uniqueName(prefix: string): string {
  accounts += 1;
  const stamp = Date.now().toString(36).slice(-6);
  const random = Math.random().toString(36).slice(2, 6);
  return `${prefix}${stamp}${process.pid.toString(36)}${accounts}${random}`.slice(0, 32);
}

export async function loginByApi(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Sends the browser's calls to `/api/…` through Prism (`prism`, in front of the same server) and
 * reports each exchange Prism finds off the OpenAPI document, with what it found. Returns a
 * function that waits for the calls still on their way.
 */
async function throughPrism(
  context: BrowserContext,
  prism: string,
  report: (path: string, violation: string) => void,
): Promise<() => Promise<unknown>> {
  mkdirSync(dirname(prismLog), { recursive: true });
  const onTheirWay = new Set<Promise<void>>();
  await context.route(
    (url) => url.pathname.startsWith('/api/'),
    (route) => {
      const handled = forwardThroughPrism(route, prism, report);
      onTheirWay.add(handled);
      return handled.finally(() => onTheirWay.delete(handled));
    },
  );
  return () => Promise.allSettled([...onTheirWay]);
}

/** One call through Prism: its answer is the browser's, and a violation is reported. */
async function forwardThroughPrism(
  route: Route,
  prism: string,
  report: (path: string, violation: string) => void,
) {
  const request = route.request();
  const url = new URL(request.url());
  const forward = () =>
    route.fetch({ url: `${prism}${url.pathname.slice('/api'.length)}${url.search}` });
  // A kept-alive connection to Prism closed as it was reused: sent once more, on a new one.
  const response = await forward()
    .catch((error: Error) => {
      if (/ECONNRESET/.test(error.message)) return forward();
      throw error;
    })
    .catch((error: Error) => {
      if (/disposed|has been closed|Test ended/.test(error.message)) return undefined;
      throw error;
    });
  if (!response) return;
  const violations = response.headers()['sl-violations'];
  const exchange = `${request.method()} ${url.pathname} -> ${response.status()}`;
  appendFileSync(prismLog, `${exchange}${violations ? ' VIOLATION' : ''}\n`);
  if (violations)
    report(url.pathname, `Prism: ${exchange} is off the OpenAPI document: ${violations}`);
  await route.fulfill({ response }).catch((error: Error) => {
    // The page went on meanwhile (a reload, a logout, the test's end): nobody waits for
    // this answer any more, as when the browser cancels a request itself.
    if (!/disposed|has been closed|Test ended/.test(error.message)) throw error;
  });
}

export const test = base.extend<Fixtures & FixtureOptions>({
  database: ['embedded', { option: true }],
  server: async ({ database }, use) => use(serverOf(database)),
  baseURL: async ({ server }, use) => use(server.url),

  problems: [
    async ({ page, context, server }, use) => {
      const expected: ExpectedFailure[] = [];
      const seen: string[] = [];
      const violating: RegExp[] = [];
      const violations: string[] = [];
      const callsOnTheirWay = server.prism
        ? await throughPrism(context, server.prism, (path, found) =>
            (violating.some((expected) => expected.test(path)) ? violations : seen).push(found),
          )
        : undefined;
      const pathOf = (url: string) => {
        try {
          return new URL(url).pathname;
        } catch {
          return url;
        }
      };
      const isExpected = (url: string, status?: number) =>
        expected.some(
          (failure) =>
            failure.path.test(pathOf(url)) &&
            (failure.status === undefined || status === undefined || failure.status === status),
        );
      page.on('pageerror', (error) => seen.push(`uncaught error: ${error.stack ?? error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const status = /status of (\d{3})/.exec(message.text());
        const url = message.location().url;
        if (status && url && isExpected(url, Number(status[1]))) return;
        if (/Failed to load resource/.test(message.text()) && url && isExpected(url)) return;
        seen.push(`console error: ${message.text()} (${url})`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400 && !isExpected(response.url(), response.status()))
          seen.push(
            `${response.request().method()} ${pathOf(response.url())}: HTTP ${response.status()}`,
          );
      });
      page.on('requestfailed', (request) => {
        const reason = request.failure()?.errorText ?? 'failed';
        // A request the browser itself cancelled (a reload, a navigation) is not a failure.
        if (reason === 'net::ERR_ABORTED') return;
        if (!isExpected(request.url()))
          seen.push(`${request.method()} ${pathOf(request.url())}: ${reason}`);
      });
      await use({
        expect: (path, status) => void expected.push({ path, status }),
        expectViolation: (path) => void violating.push(path),
        get violations() {
          return violations;
        },
        get seen() {
          return seen;
        },
      });
      // A call still on its way through Prism when the test ends is answered first: once its
      // route is gone, the browser would send it again, straight to the server (a second logout
      // is refused with a 401). One that takes longer than 10 s is let go.
      await Promise.race([
        callsOnTheirWay?.(),
        new Promise((done) => setTimeout(done, 10_000).unref()),
      ]);
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      expect(seen, 'no uncaught error, console error or unexpected failed request').toEqual([]);
    },
    { auto: true },
  ],

  open: async ({ page }, use) => {
    await use(async ({ locale, token }) => {
      // Once per tab (sessionStorage survives a reload): what this person's browser held before.
      await page.addInitScript(
        ({ keys, locale, token }) => {
          if (sessionStorage.getItem('e2e.prepared')) return;
          sessionStorage.setItem('e2e.prepared', '1');
          localStorage.setItem(keys.locale, locale);
          if (token) localStorage.setItem(keys.token, token);
        },
        { keys: storageKeys, locale, token: token ?? null },
      );
      await page.goto('/');
    });
  },

  newAccount: async ({ request }, use) => {
    await use(async () => {
      const username = uniqueName('e2e');
      const email = `${username}@example.com`;
      const password = 'e2e-password-1';
      const signup = await request.post('/api/auth/signup', {
        data: { username, email, password },
      });
      expect(signup.status(), await signup.text()).toBeLessThan(300);
      const code = await mailedCode(email);
      const verify = await request.post('/api/auth/verify-email', { data: { email, code } });
      expect(verify.status(), await verify.text()).toBeLessThan(300);
      const token = await loginByApi(request, username, password);
      return { username, email, password, token };
    });
  },

  openSignedIn: async ({ page, request, open, newAccount }, use) => {
    await use(async ({ locale, as = 'new account' }) => {
      const token =
        as === 'demo'
          ? await loginByApi(request, demo.username, demo.password)
          : (await newAccount()).token;
      await open({ locale, token });
      await expect(pageHeading(page, locale, 'main')).toBeVisible();
      return token;
    });
  },
});

export { expect };

/**
 * `document.activeElement` shows a focus ring: it matches `:focus-visible`. On failure the
 * message names the element that has the focus (or says that none has).
 */
export async function expectFocusVisible(page: Page, step = 'this step') {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const active = document.activeElement;
          if (!active || active === document.body) return 'nothing has the focus';
          if (active.matches(':focus-visible')) return 'visible';
          const name = active.getAttribute('aria-label') ?? active.textContent?.slice(0, 40);
          return `no focus ring on <${active.tagName.toLowerCase()}> "${name}"`;
        }),
      { message: `the focus is visible at ${step}` },
    )
    .toBe('visible');
}
