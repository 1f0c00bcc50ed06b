/**
 * Convert tokens in a browser against the real server, on a new account per locale: the starter
 * pack's 250 iziDol and 500 iziDot; 10 iziDol become 1,000 iziDot at the server's rate (shown
 * before confirming), both balances change and two `CONVERT` transactions are listed; then 1,000
 * iziDol, more than is left, are refused with the server's message inline.
 */
import { announced, goTo } from './support/app';
import { amount, t, type Locale } from './support/messages';
import { expect, test } from './support/test';

for (const locale of ['en', 'fa'] as const satisfies readonly Locale[]) {
  test(
    `convert iziDol into iziDot, then a refusal for a short balance (${locale})`,
    { tag: `@${locale}` },
    async ({ page, openSignedIn, problems }) => {
      await openSignedIn({ locale });
      await goTo(page, locale, 'wallet');

      const card = (name: 'iziDol' | 'iziDot') =>
        page.getByRole('region', { name: t(locale, `tokenCard.${name}Name`), exact: true });
      await expect(card('iziDol')).toContainText(amount(locale, 250));
      await expect(card('iziDot')).toContainText(amount(locale, 500));

      const openDialog = async () => {
        await page.getByRole('button', { name: t(locale, 'walletPage.convert') }).click();
        const dialog = page.getByRole('dialog', { name: t(locale, 'convertTokensDialog.title') });
        await expect(dialog).toContainText(
          t(locale, 'convertTokensDialog.rateValue', {
            one: '1',
            from: t(locale, 'convertTokensDialog.dol'),
            rate: amount(locale, 100),
            to: t(locale, 'convertTokensDialog.dot'),
          }),
        );
        await expect(
          dialog.getByRole('radio', { name: t(locale, 'convertTokensDialog.dolToDot') }),
        ).toBeChecked();
        return dialog;
      };
      const amountField = (dialog: ReturnType<typeof page.getByRole>) =>
        dialog.getByRole('textbox', { name: t(locale, 'convertTokensDialog.amount') });
      const confirm = (dialog: ReturnType<typeof page.getByRole>) =>
        dialog.getByRole('button', { name: t(locale, 'convertTokensDialog.confirm'), exact: true });

      // 10 iziDol at the server's rate of 100: 1,000 iziDot, shown before confirming.
      let dialog = await openDialog();
      await expect(dialog).toContainText(amount(locale, 250));
      await amountField(dialog).fill('10');
      await expect(dialog).toContainText(amount(locale, 1000));
      const converted = page.waitForResponse('**/api/wallet/convert');
      await confirm(dialog).click();
      expect((await converted).status()).toBe(200);
      await announced(
        page,
        locale,
        t(locale, 'app.convertTokens.converted', {
          amount: amount(locale, 10),
          from: 'iziDol',
          received: amount(locale, 1000),
          to: 'iziDot',
        }),
      );
      await expect(dialog).toBeHidden();
      await expect(card('iziDol')).toContainText(amount(locale, 240));
      await expect(card('iziDot')).toContainText(amount(locale, 1500));
      await expect(
        page.getByText(t(locale, 'transactionsList.convert'), { exact: true }),
      ).toHaveCount(2);

      // 1,000 iziDol of the 240 left: the server refuses, its message in the dialog.
      problems.expect(/^\/api\/wallet\/convert$/, 400);
      dialog = await openDialog();
      await expect(dialog).toContainText(amount(locale, 240));
      await amountField(dialog).fill('1000');
      const refusal = page.waitForResponse('**/api/wallet/convert');
      await confirm(dialog).click();
      const refused = await refusal;
      expect(refused.status()).toBe(400);
      const { message } = (await refused.json()) as { message: string };
      expect(message).not.toBe('');
      await expect(dialog.getByRole('alert')).toContainText(message);
      await expect(amountField(dialog)).toHaveValue('1000');
      await dialog.getByRole('button', { name: t(locale, 'convertTokensDialog.cancel') }).click();
      await expect(dialog).toBeHidden();
      await expect(card('iziDol')).toContainText(amount(locale, 240));
    },
  );
}
