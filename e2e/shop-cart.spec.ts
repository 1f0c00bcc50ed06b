/**
 * iziShop's cart, checkout and orders in a browser against the real server, on one new account
 * (the signup cap) with the starter pack's 250 iziDol: add to cart, a reload (the server holds the
 * cart), one more from the cart page, a checkout the balance cannot pay (the server's message
 * inline), remove the dear line, checkout: the order "pending delivery" listed, the cart empty,
 * the iziDol balance and the stock lowered.
 */
import type { Page } from '@playwright/test';
import { announced, goTo } from './support/app';
import { amount, t, type Locale } from './support/messages';
import { expect, test } from './support/test';

const locale: Locale = 'en';

/** The header's cart button, named with its count. */
const cartButton = (page: Page, count: number) =>
  page.getByRole('button', {
    name: count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`,
    exact: true,
  });

test.describe.serial('iziShop cart on one new account', () => {
  test('add to cart, reload, quantity, a refused checkout, checkout, the order', async ({
    page,
    openSignedIn,
    problems,
  }) => {
    await openSignedIn({ locale });
    await expect(cartButton(page, 0)).toBeVisible();

    await goTo(page, locale, 'izishop');
    const cardOf = (name: string) => page.getByRole('article', { name, exact: true });
    const stockOf = async (name: string) =>
      Number(
        (await cardOf(name)
          .getByText(/in stock$/)
          .textContent())!.replace(/\D/g, ''),
      );
    const giftStock = await stockOf('izi Gift Card');
    const add = async (name: string) => {
      const put = page.waitForResponse(
        (response) =>
          response.request().method() === 'PUT' &&
          /\/api\/izishop\/cart\/lines\/\d+$/.test(new URL(response.url()).pathname),
      );
      const button = page.getByRole('button', {
        name: t(locale, 'shopItemCard.addToCartLabel', { name }),
      });
      await button.click();
      expect((await put).status()).toBe(200);
      // No dialog to dismiss: the result is said in the status corner, the focus stays put.
      await expect(
        page.getByRole('status', { name: t(locale, 'statusNotices.region') }),
      ).toContainText(t(locale, 'app.cart.added', { name }));
      await expect(button).toBeFocused();
      await announced(page, locale, t(locale, 'app.cart.added', { name }));
    };
    await add('izi Gift Card');
    await expect(cartButton(page, 1)).toBeVisible();
    await add('Smartwatch Pro');
    await expect(cartButton(page, 2)).toBeVisible();

    // The server holds the cart: it is still there after a reload.
    await page.reload();
    await expect(cartButton(page, 2)).toBeVisible();
    await cartButton(page, 2).click();
    await expect(
      page.getByRole('heading', { level: 1, name: t(locale, 'cart.title') }),
    ).toBeVisible();

    const lineOf = (name: string) => page.getByRole('article', { name, exact: true });
    await lineOf('izi Gift Card')
      .getByRole('button', { name: t(locale, 'cart.increase', { name: 'izi Gift Card' }) })
      .click();
    await expect(
      lineOf('izi Gift Card').getByText(t(locale, 'cart.quantityValue', { count: '2' })),
    ).toBeAttached();
    await expect(cartButton(page, 3)).toBeVisible();
    const totalDol = page.getByText(t(locale, 'cart.totalDol'), { exact: true }).locator('+ dd');
    await expect(totalDol).toHaveText('$349.00');

    // 349 iziDol of 250: the server refuses, and its message is shown inline.
    problems.expect(/^\/api\/izishop\/checkout$/, 400);
    const checkoutButton = page.getByRole('button', { name: t(locale, 'cart.checkout') });
    let checkout = page.waitForResponse('**/api/izishop/checkout');
    await checkoutButton.click();
    const refused = await checkout;
    expect(refused.status()).toBe(400);
    const { message } = (await refused.json()) as { message: string };
    expect(message).toMatch(/iziDol/);
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(cartButton(page, 3)).toBeVisible();

    // Without the smartwatch, the two gift cards (100 iziDol) are paid.
    await lineOf('Smartwatch Pro')
      .getByRole('button', { name: t(locale, 'cart.remove', { name: 'Smartwatch Pro' }) })
      .click();
    await expect(lineOf('Smartwatch Pro')).toBeHidden();
    await expect(totalDol).toHaveText('$100.00');
    checkout = page.waitForResponse('**/api/izishop/checkout');
    await checkoutButton.click();
    expect((await checkout).status()).toBe(200);
    await announced(page, locale, t(locale, 'app.cart.checkedOut'));
    await expect(page.getByText(t(locale, 'cart.empty'))).toBeVisible();
    await expect(cartButton(page, 0)).toBeVisible();
    const orders = page.getByRole('list', { name: t(locale, 'ordersList.list') });
    const order = orders.getByRole('article');
    await expect(order).toHaveCount(1);
    await expect(order).toContainText(t(locale, 'ordersList.pendingDelivery'));
    await expect(order).toContainText(
      t(locale, 'ordersList.line', { name: 'izi Gift Card', count: '2' }),
    );

    // 250 − 100 iziDol, and two fewer gift cards in stock.
    await goTo(page, locale, 'wallet');
    await expect(page.getByRole('region', { name: 'iziDol', exact: true })).toContainText(
      amount(locale, 150),
    );
    await goTo(page, locale, 'izishop');
    await expect.poll(() => stockOf('izi Gift Card')).toBe(giftStock - 2);
  });
});
