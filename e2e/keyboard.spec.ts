/**
 * Keyboard only, in Arabic (right to left), on an account of its own: login → a medallion page →
 * upgrade → characters → sell → wallet → a request → logout, with Tab, Enter and the arrow keys
 * alone. At every step the focused element shows its focus ring (it matches :focus-visible), and
 * after every dialog the focus is back on the control that opened it.
 */
import type { Locator, Page } from '@playwright/test';
import { loginHeading, navigation, pageHeading } from './support/app';
import { t } from './support/messages';
import { expect, expectFocusVisible, test } from './support/test';

const locale = 'ar';

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab until `target` has the focus (Shift+Tab when it comes before the focused element),
 * checking the focus ring at every stop.
 */
async function tabTo(page: Page, target: Locator, max = 80) {
  await expect(target).toBeVisible();
  const before = await target.evaluate((element) => {
    const active = document.activeElement;
    if (!active || active === document.body) return false;
    return !!(active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING);
  });
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(before ? 'Shift+Tab' : 'Tab');
    await expectFocusVisible(page, `a ${before ? 'Shift+Tab' : 'Tab'} on the way to ${target}`);
    if (await isFocused(target)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Presses `key` until `target` has the focus (a menu's arrow keys), checking the ring. */
async function arrowTo(page: Page, key: string, target: Locator, max = 10) {
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
    await expectFocusVisible(page);
  }
  await expect(target).toBeFocused();
}

async function pressEnter(page: Page) {
  await page.keyboard.press('Enter');
}

test('ar: the whole round with the keyboard alone', async ({ page, open, newAccount }) => {
  test.setTimeout(120_000);
  const account = await newAccount();
  await open({ locale });
  await expect(loginHeading(page, locale)).toBeVisible();

  // Login.
  await tabTo(page, page.getByRole('textbox', { name: t(locale, 'loginForm.username') }));
  await page.keyboard.type(account.username);
  await tabTo(
    page,
    page.getByRole('textbox', { name: t(locale, 'loginForm.password'), exact: true }),
  );
  await page.keyboard.type(account.password);
  await pressEnter(page);
  await expect(pageHeading(page, locale, 'main')).toBeVisible();

  // The PETA dashboard, through the header's Dashboards menu.
  const nav = navigation(page, locale);
  const dashboards = nav.getByRole('button', { name: t(locale, 'header.dashboards') });
  await tabTo(page, dashboards);
  await pressEnter(page);
  await arrowTo(page, 'ArrowDown', page.getByRole('menuitem', { name: 'PETA', exact: true }));
  await pressEnter(page);
  await expect(pageHeading(page, locale, 'peta')).toBeVisible();

  // Upgrade: the dialog, Confirm, and the focus back on Upgrade.
  const upgrade = page.getByRole('button', { name: t(locale, 'medallionDetailsCard.upgrade') });
  await tabTo(page, upgrade);
  await pressEnter(page);
  const dialog = page.getByRole('dialog', {
    name: t(locale, 'upgradeModal.title', { type: 'PETA' }),
  });
  await expect(dialog).toBeVisible();
  await expectFocusVisible(page);
  await tabTo(page, dialog.getByRole('button', { name: t(locale, 'upgradeModal.confirm') }));
  await pressEnter(page);
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('img', { name: t(locale, 'stars.label', { level: '٢', max: '٤' }) }).first(),
  ).toBeVisible();
  await expect(upgrade).toBeFocused();
  await expectFocusVisible(page);

  // Characters: back to the main dashboard by the menu, then its "View all".
  await tabTo(page, dashboards);
  await pressEnter(page);
  await arrowTo(
    page,
    'ArrowDown',
    page.getByRole('menuitem', { name: t(locale, 'header.main'), exact: true }),
  );
  await pressEnter(page);
  await expect(pageHeading(page, locale, 'main')).toBeVisible();
  await tabTo(
    page,
    page
      .getByRole('region', { name: t(locale, 'characterSlider.title') })
      .getByRole('button', { name: t(locale, 'characterSlider.viewAll') }),
  );
  await pressEnter(page);
  await expect(pageHeading(page, locale, 'characters')).toBeVisible();

  // Sell: the confirmation, the notice, and the focus back on Sell.
  const sell = page.getByRole('button', { name: t(locale, 'characterCarousel.sell') });
  await tabTo(page, sell);
  await pressEnter(page);
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(t(locale, 'app.sellConfirm'));
  await expectFocusVisible(page);
  await tabTo(page, confirm.getByRole('button', { name: t(locale, 'confirmDialog.confirm') }));
  await pressEnter(page);
  // Said in the status corner: no dialog to dismiss, the focus stays where it was.
  const notices = page.getByRole('status', { name: t(locale, 'statusNotices.region') });
  await expect(notices).toContainText(t(locale, 'app.sold'));
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(
    page.getByRole('article', {
      name: t(locale, 'characterCarousel.position', { position: '١', total: '١' }),
    }),
  ).toBeVisible();
  await expect(sell).toBeFocused();
  await expectFocusVisible(page);

  // Wallet: a deposit request, the notice, and the focus back on Deposit.
  await tabTo(page, nav.getByRole('button', { name: t(locale, 'header.wallet'), exact: true }));
  await pressEnter(page);
  await expect(pageHeading(page, locale, 'wallet')).toBeVisible();
  const deposit = page.getByRole('button', { name: t(locale, 'walletPage.deposit') });
  await tabTo(page, deposit);
  await pressEnter(page);
  const form = page.getByRole('dialog', { name: t(locale, 'requestForm.depositTitle') });
  await expect(form).toBeVisible();
  await tabTo(page, form.getByRole('textbox', { name: t(locale, 'requestForm.amount') }));
  await page.keyboard.type('40');
  await tabTo(page, form.getByRole('textbox', { name: t(locale, 'requestForm.proof') }));
  await page.keyboard.type(`0x${'cd'.repeat(32)}`);
  await tabTo(page, form.getByRole('button', { name: t(locale, 'requestForm.submit') }));
  await pressEnter(page);
  await expect(notices).toContainText(t(locale, 'requestForm.submitted'));
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(form).toBeHidden();
  await expect(deposit).toBeFocused();
  await expectFocusVisible(page);

  // Logout: the account's menu (the username in the bar) opens on the first item, this device.
  await tabTo(
    page,
    page
      .getByRole('banner')
      .getByRole('button', { name: t(locale, 'header.account', { username: account.username }) }),
  );
  await pressEnter(page);
  await expect(
    page.getByRole('menuitem', { name: t(locale, 'header.logout'), exact: true }),
  ).toBeFocused();
  await pressEnter(page);
  await expect(loginHeading(page, locale)).toBeVisible();
});
