/**
 * axe on every screen of the running app, in English and Persian, with every rule: zero
 * violations; and each screen reflows at 320 CSS px (WCAG's Reflow, a 1280 px screen zoomed to
 * 400%): nothing sticks out sideways but inside a box that scrolls. Signed out: login, signup,
 * forgot and reset password, verify (through the unverified account the global setup made) and a
 * notice; signed in as demo (read only): the nine pages, and the upgrade, advisor, request,
 * Convert tokens, Buy, rename and sell dialogs (each closed without acting). Last, the states
 * drawn by a fill alone, with the system's colours.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from '@playwright/test';
import { goTo, logIn, loginHeading, pageHeading, pageNames } from './support/app';
import { t, type Locale } from './support/messages';
import { storeToken } from './support/storage';
import { demo, expect, loginByApi, test } from './support/test';

/** axe's source, evaluated in the page as a script (the server's CSP forbids an added tag). */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

interface Violation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

/** Runs axe once the screen has settled (no skeleton or busy region left). */
async function expectNoViolations(page: Page, what: string) {
  await expect
    .poll(() => page.locator('[aria-busy="true"]').count(), { message: `${what} settles` })
    .toBe(0);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      resultTypes: ['violations'],
    });
    return result.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      nodes: nodes.map(({ target }) => ({ target })),
    }));
  });
  expect(
    violations.map(
      (v) => `${v.id} (${v.help}): ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
    ),
    `axe on ${what}`,
  ).toEqual([]);
}

/**
 * The outermost elements that stick out of the viewport sideways. One inside a box that clips or
 * scrolls (a row of cards that scrolls on its own) is that box's business, not the page's.
 */
function sticksOut(): string[] {
  const width = document.documentElement.clientWidth;
  const outside = ({ left, right, width: own }: DOMRect) =>
    own > 0 && (left < -1 || right > width + 1);
  const found: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (!outside(box)) continue;
    let parent = element.parentElement;
    let ancestorAnswers = false;
    while (parent && parent !== document.body) {
      if (
        outside(parent.getBoundingClientRect()) ||
        getComputedStyle(parent).overflowX !== 'visible'
      ) {
        ancestorAnswers = true;
        break;
      }
      parent = parent.parentElement;
    }
    if (ancestorAnswers) continue;
    const text = (element.textContent ?? '').trim().slice(0, 30);
    found.push(
      `<${element.tagName.toLowerCase()}> "${text}" at ${Math.round(box.left)}–${Math.round(box.right)} px`,
    );
  }
  return found;
}

/** The screen at 320 CSS px wide, then back at its size. */
async function expectReflow(page: Page, what: string) {
  const size = page.viewportSize();
  if (!size) throw new Error('the page has no viewport size');
  await page.setViewportSize({ width: 320, height: size.height });
  await expect
    .poll(() => page.evaluate(sticksOut), { message: `${what} reflows at 320 px` })
    .toEqual([]);
  await page.setViewportSize(size);
}

/** axe's verdict at the walk's size, then the reflow at 320 px. */
async function expectAccessible(page: Page, what: string) {
  await expectNoViolations(page, what);
  await expectReflow(page, what);
}

async function closeWith(dialog: Locator, name: string) {
  await dialog.getByRole('button', { name }).last().click();
  await expect(dialog).toBeHidden();
}

/**
 * One language in each direction. What axe judges (names, roles, contrast, structure, targets) is
 * the same in es and ar but for their words, which the catalog check proves are all there. The
 * app takes the system's dark theme, which Storybook's screenshots do not show: English walks it
 * too, for its contrast.
 */
const walks: readonly { locale: Locale; colorScheme: 'light' | 'dark' }[] = [
  { locale: 'en', colorScheme: 'light' },
  { locale: 'fa', colorScheme: 'light' },
  { locale: 'en', colorScheme: 'dark' },
];

for (const { locale, colorScheme } of walks) {
  test(`${locale}, ${colorScheme}: every screen and dialog has no axe violation and reflows at 320 px`, async ({
    page,
    open,
    request,
    server,
    problems,
  }) => {
    await page.emulateMedia({ colorScheme });
    test.setTimeout(120_000);
    problems.expect(/^\/api\/auth\/login$/, 403);
    await open({ locale });
    await expect(loginHeading(page, locale)).toBeVisible();
    await expectAccessible(page, 'login');
    await page.getByRole('button', { name: t(locale, 'googleButton.label') }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectAccessible(page, 'a notice');
    await page.getByRole('button', { name: t(locale, 'alertDialog.ok') }).click();

    await page.getByRole('button', { name: t(locale, 'loginForm.forgotPassword') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: t(locale, 'forgotPasswordForm.title') }),
    ).toBeVisible();
    await expectAccessible(page, 'forgot password');
    // An address without an account: the same answer, the reset screen, and no mail.
    await page
      .getByRole('textbox', { name: t(locale, 'forgotPasswordForm.email') })
      .fill(`nobody-${locale}@example.com`);
    await page.getByRole('button', { name: t(locale, 'forgotPasswordForm.sendCode') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: t(locale, 'resetPasswordForm.title') }),
    ).toBeVisible();
    await expectAccessible(page, 'reset password');
    await page.getByRole('button', { name: t(locale, 'resetPasswordForm.backToLogin') }).click();

    await page.getByRole('button', { name: t(locale, 'loginForm.signUp') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: t(locale, 'signupForm.title') }),
    ).toBeVisible();
    await expectAccessible(page, 'signup');
    await page.getByRole('button', { name: t(locale, 'signupForm.logIn') }).click();

    await logIn(page, locale, server.unverified.username, server.unverified.password);
    await expect(
      page.getByRole('heading', { level: 1, name: t(locale, 'verifyEmailForm.title') }),
    ).toBeVisible();
    await expectAccessible(page, 'verify');
    await page.getByRole('button', { name: t(locale, 'verifyEmailForm.backToLogin') }).click();

    // Signed in: the demo account's token, as a returning person has it.
    const token = await loginByApi(request, demo.username, demo.password);
    await storeToken(page, token);
    await page.reload();
    for (const name of pageNames) {
      await goTo(page, locale, name);
      await expect(pageHeading(page, locale, name)).toBeVisible();
      await expectAccessible(page, `the ${name} page`);
      if (name === 'main') {
        await page.getByRole('button', { name: t(locale, 'aiAdvisorCard.open') }).click();
        const advisor = page.getByRole('dialog', { name: t(locale, 'advisorModal.title') });
        await expect(advisor.getByRole('listitem').first()).toBeVisible();
        await expectAccessible(page, 'the advisor');
        await closeWith(advisor, t(locale, 'dialog.close'));
      }
      if (name === 'peta') {
        await page.getByRole('button', { name: t(locale, 'medallionDetailsCard.upgrade') }).click();
        const upgrade = page.getByRole('dialog', {
          name: t(locale, 'upgradeModal.title', { type: 'PETA' }),
        });
        await expect(upgrade).toBeVisible();
        await expectAccessible(page, 'the upgrade dialog');
        await closeWith(upgrade, t(locale, 'upgradeModal.close'));
      }
      if (name === 'characters') {
        await page.getByRole('button', { name: t(locale, 'characterCarousel.rename') }).click();
        const rename = page.getByRole('dialog', { name: t(locale, 'renameCharacterDialog.title') });
        await expect(rename).toBeVisible();
        await expectAccessible(page, 'the rename dialog');
        await closeWith(rename, t(locale, 'renameCharacterDialog.cancel'));
        await page.getByRole('button', { name: t(locale, 'characterCarousel.sell') }).click();
        const confirm = page.getByRole('alertdialog');
        await expect(confirm).toBeVisible();
        await expectAccessible(page, 'the sell confirmation');
        await closeWith(confirm, t(locale, 'confirmDialog.cancel'));
      }
      if (name === 'wallet') {
        await page.getByRole('button', { name: t(locale, 'walletPage.withdraw') }).click();
        const form = page.getByRole('dialog', { name: t(locale, 'requestForm.withdrawalTitle') });
        await expect(form).toBeVisible();
        await expectAccessible(page, 'the request form');
        await closeWith(form, t(locale, 'requestForm.cancel'));
        await page.getByRole('button', { name: t(locale, 'walletPage.convert') }).click();
        const convert = page.getByRole('dialog', { name: t(locale, 'convertTokensDialog.title') });
        await expect(
          convert.getByText(t(locale, 'convertTokensDialog.rate'), { exact: true }),
        ).toBeVisible();
        await expectAccessible(page, 'the Convert tokens dialog');
        await closeWith(convert, t(locale, 'convertTokensDialog.cancel'));
      }
      if (name === 'marketplace') {
        await page
          .getByRole('list', { name: t(locale, 'marketplacePage.list') })
          .getByRole('button')
          .first()
          .click();
        const buy = page.getByRole('dialog');
        // The medallions to choose from have arrived.
        await expect(buy.getByRole('radio').first()).toBeVisible();
        await expectAccessible(page, 'the Buy dialog');
        await closeWith(buy, t(locale, 'buyCharacterDialog.cancel'));
      }
    }
  });
}

/** What a box is painted with, as the browser computed it. */
const background = (element: Locator) =>
  element.evaluate((node) => getComputedStyle(node).backgroundColor);

/**
 * With the system's colours (a contrast theme: `forced-colors: active`) the browser paints every
 * box with the page's background, so a state drawn by a fill alone would vanish: a loading
 * placeholder, a progress bar's fill and the chosen job filter draw theirs with system colours.
 */
test("en: with the system's colours, placeholders, progress bars and the chosen job keep their state", async ({
  page,
  open,
  request,
}) => {
  const locale = 'en';
  await page.emulateMedia({ forcedColors: 'active' });
  // The balances wait until the placeholders have been seen.
  let answerWallet = () => {};
  const walletHeld = new Promise<void>((resolve) => (answerWallet = resolve));
  await page.route(
    (url) => url.pathname === '/api/wallet',
    async (route) => {
      await walletHeld;
      await route.continue();
    },
  );
  await open({ locale, token: await loginByApi(request, demo.username, demo.password) });
  const summary = page.getByRole('region', { name: t(locale, 'walletSummary.title') });
  const placeholders = summary.locator('[aria-busy="true"] > [aria-hidden="true"]');
  await expect(placeholders.first()).toBeVisible();
  const card = await background(summary);
  for (const placeholder of await placeholders.all())
    expect(await background(placeholder), 'a placeholder against its card').not.toBe(card);
  answerWallet();

  await expect(pageHeading(page, locale, 'main')).toBeVisible();
  const bars = page.getByRole('progressbar');
  await expect(bars.first()).toBeVisible();
  for (const bar of await bars.all()) {
    const [track, fill] = [await background(bar), await background(bar.locator(':scope > *'))];
    expect(
      fill,
      `${await bar.getAttribute('aria-valuetext')}: the fill against its track`,
    ).not.toBe(track);
  }

  await goTo(page, locale, 'marketplace');
  const jobs = page.getByRole('group', { name: t(locale, 'marketplacePage.jobFilter') });
  const chosen = jobs.getByRole('button', { pressed: true });
  await expect(chosen).toHaveText(t(locale, 'marketplacePage.allJobs'));
  expect(await background(chosen)).not.toBe(
    await background(jobs.getByRole('button', { pressed: false }).first()),
  );
});
