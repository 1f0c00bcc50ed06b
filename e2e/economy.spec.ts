/**
 * What changes the person's economy, each locale on an account of its own (made through the API,
 * its code read from the log): upgrade (success, then refused for a short balance with the
 * server's message inline), sell with its confirmation, rename (local only), and a deposit and a
 * withdrawal request (the server refusing a bad address first).
 */
import { announced, closeDialog, goTo } from './support/app';
import { amount, t, type Locale } from './support/messages';
import { expect, test } from './support/test';

for (const locale of ['en', 'fa'] as const satisfies readonly Locale[]) {
  test(
    `${locale}: upgrade, sell, rename, deposit and withdrawal on a new account`,
    { tag: `@${locale}` },
    async ({ page, openSignedIn, problems }) => {
      await openSignedIn({ locale });

      // A deposit request: recorded, and the form closes.
      await goTo(page, locale, 'wallet');
      await page.getByRole('button', { name: t(locale, 'walletPage.deposit') }).click();
      const deposit = page.getByRole('dialog', { name: t(locale, 'requestForm.depositTitle') });
      await deposit.getByRole('textbox', { name: t(locale, 'requestForm.amount') }).fill('25.50');
      await deposit
        .getByRole('textbox', { name: t(locale, 'requestForm.proof') })
        .fill(`0x${'ab'.repeat(32)}`);
      await deposit.getByRole('button', { name: t(locale, 'requestForm.submit') }).click();
      await announced(page, locale, t(locale, 'requestForm.submitted'));
      await expect(deposit).toBeHidden();

      // A withdrawal to an address that is none: the server refuses it, the form stays open.
      problems.expect(/^\/api\/usdt\/request$/, 400);
      await page.getByRole('button', { name: t(locale, 'walletPage.withdraw') }).click();
      const withdrawal = page.getByRole('dialog', {
        name: t(locale, 'requestForm.withdrawalTitle'),
      });
      await withdrawal.getByRole('textbox', { name: t(locale, 'requestForm.amount') }).fill('10');
      const address = withdrawal.getByRole('textbox', { name: t(locale, 'requestForm.address') });
      await address.fill('not-an-address');
      const answer = page.waitForResponse('**/api/usdt/request');
      await withdrawal.getByRole('button', { name: t(locale, 'requestForm.submit') }).click();
      const badAddress = await answer;
      expect(badAddress.status()).toBe(400);
      const reason = ((await badAddress.json()) as { message: string }).message;
      await expect(withdrawal.getByRole('alert')).toHaveText(
        t(locale, 'requestForm.failed', { message: reason }),
      );
      await address.fill(`T${'A'.repeat(33)}`);
      await withdrawal.getByRole('button', { name: t(locale, 'requestForm.submit') }).click();
      await announced(page, locale, t(locale, 'requestForm.submitted'));
      await expect(withdrawal).toBeHidden();
      // BETA costs 250 iziDol, all of the starter pack's, and the page shows 250: but the pending
      // withdrawal holds 10 of them, so the server refuses, and the dialog says why, inline.
      problems.expect(/^\/api\/medallions\/upgrade$/, 400);
      await goTo(page, locale, 'beta');
      const upgrade = page.getByRole('button', { name: t(locale, 'medallionDetailsCard.upgrade') });
      await upgrade.click();
      let dialog = page.getByRole('dialog', {
        name: t(locale, 'upgradeModal.title', { type: 'BETA' }),
      });
      await expect(dialog).toContainText(amount(locale, 250));
      const refusal = page.waitForResponse('**/api/medallions/upgrade');
      await dialog.getByRole('button', { name: t(locale, 'upgradeModal.confirm') }).click();
      const refused = await refusal;
      expect(refused.status()).toBe(400);
      const { message } = (await refused.json()) as { message: string };
      await expect(dialog.getByText(message)).toBeVisible();
      await closeDialog(dialog, t(locale, 'upgradeModal.close'), upgrade);
      await expect(
        page.getByRole('img', { name: t(locale, 'stars.label', { level: '1', max: '4' }) }).first(),
      ).toBeVisible();

      // PETA from level 1 to 2 costs 100: done, and the page shows level 2.
      await goTo(page, locale, 'peta');
      await upgrade.click();
      dialog = page.getByRole('dialog', {
        name: t(locale, 'upgradeModal.title', { type: 'PETA' }),
      });
      await expect(dialog).toContainText(amount(locale, 100));
      await dialog.getByRole('button', { name: t(locale, 'upgradeModal.confirm') }).click();
      await expect(dialog).toBeHidden();
      await expect(
        page.getByRole('img', { name: t(locale, 'stars.label', { level: '2', max: '4' }) }).first(),
      ).toBeVisible();
      await goTo(page, locale, 'main');
      await expect(
        page.getByRole('region', { name: t(locale, 'walletSummary.title') }),
      ).toContainText(amount(locale, 150));

      // Sell one of the two starter characters, after confirming.
      await goTo(page, locale, 'characters');
      const position = (n: number, total: number) =>
        page.getByRole('article', {
          name: t(locale, 'characterCarousel.position', { position: `${n}`, total: `${total}` }),
        });
      await expect(position(1, 2)).toBeVisible();
      await page.getByRole('button', { name: t(locale, 'characterCarousel.sell') }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText(t(locale, 'app.sellConfirm'));
      await confirm.getByRole('button', { name: t(locale, 'confirmDialog.confirm') }).click();
      await announced(page, locale, t(locale, 'app.sold'));
      await expect(position(1, 1)).toBeVisible();

      // Rename: the name changes on this device only; no call is made.
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/')) calls.push(request.url());
      });
      await page.getByRole('button', { name: t(locale, 'characterCarousel.rename') }).click();
      const rename = page.getByRole('dialog', { name: t(locale, 'renameCharacterDialog.title') });
      await rename
        .getByRole('textbox', { name: t(locale, 'renameCharacterDialog.name') })
        .fill('Neo Anderson');
      await rename.getByRole('button', { name: t(locale, 'renameCharacterDialog.save') }).click();
      await expect(rename).toBeHidden();
      await expect(position(1, 1).getByRole('heading', { name: 'Neo Anderson' })).toBeVisible();
      expect(calls).toEqual([]);
    },
  );
}
