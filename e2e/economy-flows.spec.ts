/**
 * izi's own economy calls in a browser against the real server, on one new account (the signup
 * cap): buy a character from the marketplace with the starter pack's 500 iziDot into a medallion
 * with room, then a second, dearer one that the rest of the balance cannot pay: the server refuses
 * and the dialog shows its message inline.
 */
import { announced, goTo } from './support/app';
import { amount, t } from './support/messages';
import { expect, test } from './support/test';

const locale = 'en';

test.describe.serial('economy flows on one new account', () => {
  test('buy a character, then a refusal for a short iziDot balance', async ({
    page,
    openSignedIn,
    problems,
  }) => {
    await openSignedIn({ locale });

    await goTo(page, locale, 'marketplace');
    const buyOf = (name: string) =>
      page.getByRole('button', { name: t(locale, 'marketplaceItemCard.buyLabel', { name }) });
    const dialogOf = (name: string) =>
      page.getByRole('dialog', { name: t(locale, 'buyCharacterDialog.title', { name }) });

    // Organic Farmer costs 300 iziDot of the 500; the PETA medallion holds the starter PETA.
    await buyOf('Organic Farmer').click();
    let dialog = dialogOf('Organic Farmer');
    await expect(dialog).toContainText(amount(locale, 300));
    await expect(dialog).toContainText(amount(locale, 500));
    const peta = dialog.getByRole('radio', {
      name: t(locale, 'buyCharacterDialog.room', { type: 'PETA', count: '1', capacity: '3' }),
    });
    await peta.check();
    const bought = page.waitForResponse('**/api/marketplace/items/*/buy');
    await dialog.getByRole('button', { name: t(locale, 'buyCharacterDialog.confirm') }).click();
    expect((await bought).status()).toBe(200);
    await announced(
      page,
      locale,
      t(locale, 'app.buyCharacter.bought', { name: 'Organic Farmer', type: 'PETA' }),
    );
    await expect(dialog).toBeHidden();

    // Junior Programmer costs 450; 200 are left: refused, with the server's message inline.
    problems.expect(/^\/api\/marketplace\/items\/\d+\/buy$/, 400);
    await buyOf('Junior Programmer').click();
    dialog = dialogOf('Junior Programmer');
    await expect(dialog).toContainText(amount(locale, 200));
    await expect(
      dialog.getByRole('radio', {
        name: t(locale, 'buyCharacterDialog.room', { type: 'PETA', count: '2', capacity: '3' }),
      }),
    ).toBeVisible();
    const refusal = page.waitForResponse('**/api/marketplace/items/*/buy');
    await dialog.getByRole('button', { name: t(locale, 'buyCharacterDialog.confirm') }).click();
    const refused = await refusal;
    expect(refused.status()).toBe(400);
    const { message } = (await refused.json()) as { message: string };
    await expect(dialog.getByRole('alert')).toHaveText(message);
    await dialog.getByRole('button', { name: t(locale, 'buyCharacterDialog.cancel') }).click();
    await expect(dialog).toBeHidden();

    // The new character joined the starter pack's two (the carousel counts three).
    await goTo(page, locale, 'characters');
    await expect(
      page.getByRole('article', {
        name: t(locale, 'characterCarousel.position', { position: '1', total: '3' }),
      }),
    ).toBeVisible();
  });
});
