/**
 * The catalogs' content in the reader's language, on one new account in Persian: the
 * marketplace and the shop show the Persian names, a Persian search (typed with an Arabic kaf)
 * finds an item, the cart and an order read in Persian; switching to English shows the English
 * names on the same page, without a reload.
 */
import { marketplaceCatalog, marketplaceTexts, shopCatalog, shopTexts } from '@izi/domain';
import type { Page } from '@playwright/test';
import { announced, goTo, localeNames } from './support/app';
import { t, type Locale } from './support/messages';
import { expect, test } from './support/test';

const farmer = { en: marketplaceCatalog[1].name, fa: marketplaceTexts[2].fa.name };
// Not the gift card: shop-cart.spec counts its stock while it may run alongside.
const backpack = { en: shopCatalog[2].name, fa: shopTexts[3].fa.name };
const headphones = { en: shopCatalog[0].name, fa: shopTexts[1].fa.name };

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function chooseLanguage(page: Page, from: Locale, to: Locale) {
  await page
    .getByRole('button', { name: t(from, 'languageMenu.button', { language: localeNames[from] }) })
    .first()
    .click();
  await page.getByRole('menuitemradio', { name: localeNames[to] }).click();
}

test('in Persian the catalogs, the cart and an order read Persian; English follows without a reload', async ({
  page,
  openSignedIn,
}) => {
  const locale: Locale = 'fa';
  await openSignedIn({ locale });

  await goTo(page, locale, 'marketplace');
  await expect(card(page, farmer.fa)).toBeVisible();
  await expect(card(page, farmer.en)).toHaveCount(0);
  // "کشاورز" typed on an Arabic keyboard (Arabic kaf) finds the Persian name.
  await page.getByRole('searchbox', { name: t(locale, 'marketplacePage.search') }).fill('كشاورز');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card(page, farmer.fa)).toBeVisible();
  await page.getByRole('searchbox', { name: t(locale, 'marketplacePage.search') }).fill('');

  await goTo(page, locale, 'izishop');
  await expect(card(page, headphones.fa)).toBeVisible();
  await page
    .getByRole('button', { name: t(locale, 'shopItemCard.addToCartLabel', { name: backpack.fa }) })
    .click();
  await announced(page, locale, t(locale, 'app.cart.added', { name: backpack.fa }));
  await page
    .getByRole('button', { name: new RegExp(`^${t(locale, 'header.cart')}`) })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: t(locale, 'cart.title') }),
  ).toBeVisible();
  await expect(card(page, backpack.fa)).toBeVisible();
  const checkout = page.waitForResponse('**/api/izishop/checkout');
  await page.getByRole('button', { name: t(locale, 'cart.checkout') }).click();
  expect((await checkout).status()).toBe(200);
  await announced(page, locale, t(locale, 'app.cart.checkedOut'));
  const orderIn = (reader: Locale) =>
    page.getByRole('list', { name: t(reader, 'ordersList.list') }).getByRole('article');
  await expect(orderIn(locale)).toContainText(
    t(locale, 'ordersList.line', { name: backpack.fa, count: '1' }),
  );

  // The same page in English: the order's line follows, and so do the catalogs, no reload.
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  await chooseLanguage(page, 'fa', 'en');
  await expect(orderIn('en')).toContainText(
    t('en', 'ordersList.line', { name: backpack.en, count: '1' }),
  );
  await goTo(page, 'en', 'izishop');
  await expect(card(page, headphones.en)).toBeVisible();
  await goTo(page, 'en', 'marketplace');
  await expect(card(page, farmer.en)).toBeVisible();
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
});
