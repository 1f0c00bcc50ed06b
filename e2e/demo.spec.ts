/**
 * The demo account, read only (tests in parallel share it): its dashboard with the server's own
 * numbers, every page, and the advisor (its answer, and a failure with Try again).
 */
import { characterTypes } from '@izi/domain';
import { acknowledge, closeDialog, goTo, transactionsList, type PageName } from './support/app';
import { amount, t, type Locale } from './support/messages';
import { demo, expect, loginByApi, test } from './support/test';

/** The first line of the advisor's answer by its rules, as the server writes it. */
const advisorTitle: Partial<Record<Locale, string>> = {
  en: 'Your portfolio',
  fa: 'سبد دارایی شما',
};

for (const locale of ['en', 'fa'] as const satisfies readonly Locale[]) {
  test.describe(locale, { tag: `@${locale}` }, () => {
    test("the demo account's dashboard shows the server's numbers", async ({
      page,
      openSignedIn,
      request,
    }) => {
      const token = await openSignedIn({ locale, as: 'demo' });
      const headers = { Authorization: `Bearer ${token}` };
      const wallet = (await (await request.get('/api/wallet', { headers })).json()) as Record<
        'iziDolBalance' | 'iziDotBalance' | 'iziDomBalance',
        number
      >;
      const stats = (await (await request.get('/api/stats', { headers })).json()) as {
        sevenDayIncome: number;
        totalValue: number;
      };
      // The README's demo account: 1,350 iziDol and 280 iziDom; about 8,300 iziDot.
      expect(wallet.iziDolBalance).toBe(1350);
      expect(wallet.iziDomBalance).toBe(280);
      expect(wallet.iziDotBalance).toBeGreaterThan(8000);

      const summary = page.getByRole('region', { name: t(locale, 'walletSummary.title') });
      await expect(summary.getByRole('listitem')).toHaveText([
        new RegExp(`${t(locale, 'walletSummary.iziDol')}.*${amount(locale, 1350)}`),
        new RegExp(`${t(locale, 'walletSummary.iziDot')}.*${amount(locale, wallet.iziDotBalance)}`),
        new RegExp(`${t(locale, 'walletSummary.iziDom')}.*${amount(locale, 280)}`),
      ]);
      await expect(
        page.getByRole('region', { name: t(locale, 'incomeStats.sevenDayIncome') }),
      ).toContainText(amount(locale, stats.sevenDayIncome));
      const usd = stats.totalValue.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
      await expect(
        page.getByRole('region', { name: t(locale, 'incomeStats.totalValue') }),
      ).toContainText(usd);
      // Nine characters in the slider; four medallions.
      await expect(
        page.getByRole('list', { name: t(locale, 'characterSlider.title') }).getByRole('listitem'),
      ).toHaveCount(9);
      const medallions = page.getByRole('region', { name: t(locale, 'medallionTiles.title') });
      for (const type of characterTypes)
        await expect(medallions.getByRole('button', { name: new RegExp(type) })).toBeVisible();
      await expect(transactionsList(page, locale).getByRole('listitem').first()).toBeVisible();
    });

    test('every page, from the header, with its data', async ({ page, openSignedIn }) => {
      await openSignedIn({ locale, as: 'demo' });
      const stars = (level: number) =>
        page.getByRole('img', { name: t(locale, 'stars.label', { level: `${level}`, max: '4' }) });
      // The demo's medallions: PETA 2, BETA 1, ATA 3, ALPHA 4 (at the maximum).
      const levels: Partial<Record<PageName, number>> = { peta: 2, beta: 1, ata: 3, alpha: 4 };
      for (const name of ['peta', 'beta', 'ata', 'alpha'] as const) {
        await goTo(page, locale, name);
        await expect(stars(levels[name]!).first()).toBeVisible();
        const upgrade = page.getByRole('button', {
          name: t(locale, 'medallionDetailsCard.upgrade'),
        });
        if (name === 'alpha') {
          await expect(page.getByText(t(locale, 'medallionDetailsCard.maxLevel'))).toBeVisible();
          await expect(upgrade).toHaveCount(0);
        } else await expect(upgrade).toBeVisible();
      }
      await goTo(page, locale, 'characters');
      const first = page.getByRole('article', {
        name: t(locale, 'characterCarousel.position', { position: '1', total: '9' }),
      });
      await expect(first).toBeVisible();
      await page.getByRole('button', { name: t(locale, 'characterCarousel.next') }).click();
      await expect(
        page.getByRole('article', {
          name: t(locale, 'characterCarousel.position', { position: '2', total: '9' }),
        }),
      ).toBeVisible();

      await goTo(page, locale, 'marketplace');
      const forSale = page.getByRole('list', { name: t(locale, 'marketplacePage.list') });
      await expect(forSale.getByRole('listitem')).toHaveCount(12);
      await page
        .getByRole('group', { name: t(locale, 'marketplacePage.jobFilter') })
        .getByRole('button', { name: t(locale, 'jobNames.chef') })
        .click();
      await expect(forSale.getByRole('listitem')).not.toHaveCount(12);

      await goTo(page, locale, 'izishop');
      await expect(
        page.getByRole('list', { name: t(locale, 'shopPage.list') }).getByRole('listitem'),
      ).toHaveCount(6);

      await goTo(page, locale, 'wallet');
      await expect(
        page.getByRole('region', { name: t(locale, 'tokenCard.iziDolName') }),
      ).toContainText(amount(locale, 1350));
      await expect(transactionsList(page, locale).getByRole('listitem').first()).toBeVisible();

      // The history renders in batches as its end comes into view, and each batch moves the
      // footer down: bring every item in before the footer is clicked, so it stands still.
      const history = transactionsList(page, locale).getByRole('listitem');
      await expect(async () => {
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        // A short list carries no aria-setsize: it is whole from the start.
        const size = await history.last().getAttribute('aria-setsize');
        if (size) expect(await history.count()).toBe(Number(size));
      }).toPass({ timeout: 10_000 });
      // The footer's links are not built yet, and say so.
      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: t(locale, 'footer.about') })
        .click();
      await acknowledge(page, locale, t(locale, 'app.notAvailable'));
      await goTo(page, locale, 'main');
    });

    test('the advisor answers in the language on screen', async ({ page, openSignedIn }) => {
      await openSignedIn({ locale, as: 'demo' });
      const opener = page.getByRole('button', { name: t(locale, 'aiAdvisorCard.open') });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: t(locale, 'advisorModal.title') });
      await expect(dialog.getByRole('heading', { name: advisorTitle[locale]! })).toBeVisible();
      await expect(dialog.getByRole('listitem').first()).toBeVisible();
      await closeDialog(dialog, t(locale, 'dialog.close'), opener);
    });

    test('the advisor failing shows "Analysis Failed", and Try again asks again', async ({
      page,
      open,
      request,
      problems,
    }) => {
      problems.expect(/^\/api\/ai\/analyze-characters$/, 503);
      const token = await loginByApi(request, demo.username, demo.password);
      // The analysis call fails (as when the server is down), until the route is lifted.
      await page.route('**/api/ai/analyze-characters', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'The advisor is unavailable.' }),
        }),
      );
      await open({ locale, token });
      await page.getByRole('button', { name: t(locale, 'aiAdvisorCard.open') }).click();
      const dialog = page.getByRole('dialog', { name: t(locale, 'advisorModal.title') });
      await expect(dialog.getByText(t(locale, 'advisorModal.failed'))).toBeVisible();
      await page.unroute('**/api/ai/analyze-characters');
      await dialog.getByRole('button', { name: t(locale, 'advisorModal.retry') }).click();
      await expect(dialog.getByRole('heading', { name: advisorTitle[locale]! })).toBeVisible();
      await expect(dialog.getByText(t(locale, 'advisorModal.failed'))).toBeHidden();
    });
  });
}

test('on a phone, the dashboard draws the cards below its first screen once they are scrolled to', async ({
  page,
  openSignedIn,
}) => {
  const locale = 'en';
  await page.setViewportSize({ width: 412, height: 823 });
  await openSignedIn({ locale, as: 'demo' });
  const transactions = transactionsList(page, locale);
  const first = transactions.getByRole('listitem').first();
  await expect(first).toBeAttached();
  // Off screen, its rendering is skipped (content-visibility: auto): the first frame lays out
  // only what is on screen, so the page blocks less.
  const drawn = () =>
    first.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  expect(await drawn()).toBe(false);
  await transactions.scrollIntoViewIfNeeded();
  await expect.poll(drawn).toBe(true);
  await expect(first).toBeInViewport();
});

test("on a 360px phone, the header holds on one line in Spanish, the collapsed bar's widest language", async ({
  page,
  openSignedIn,
}) => {
  const locale = 'es';
  await page.setViewportSize({ width: 360, height: 740 });
  await openSignedIn({ locale, as: 'demo' });
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: t(locale, 'header.menu') })).toBeVisible();
  const bar = await banner.evaluate((header) => {
    const row = header.firstElementChild!;
    return {
      overflow: row.scrollWidth - row.clientWidth,
      height: row.getBoundingClientRect().height,
      squeezedIcons: Array.from(row.querySelectorAll('svg')).filter(
        (icon) =>
          icon.checkVisibility() &&
          icon.getBoundingClientRect().width !== Number(icon.getAttribute('width')),
      ).length,
    };
  });
  // One line of the bar is its least height, 4rem.
  expect(bar).toEqual({ overflow: 0, height: 64, squeezedIcons: 0 });
});
