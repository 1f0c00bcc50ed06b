/** How a person moves around the signed-in app: by the names on screen. */
import { expect, type Locator, type Page } from '@playwright/test';
import { characterTypes, type CharacterType } from '@izi/domain';
import { pageIds, type PageId } from '@izi/ui/shell/pageIds.ts';
import { t, type Locale } from './messages';

/** Each language named in itself, as the language menu shows it. */
export { localeNames } from '@izi/ui/i18n/locale.ts';

/**
 * The signed-in pages the suite visits by name: the app's pages but the cart and the operator
 * console (an operator's only: operator.spec.ts opens it).
 */
export type PageName = Exclude<PageId, 'cart' | 'operator'>;
export const pageNames = pageIds.filter((id): id is PageName => id !== 'cart' && id !== 'operator');

/** The medallion type whose dashboard `page` is, if it is one. */
export const typeOf = (page: PageName): CharacterType | null =>
  characterTypes.find((type) => type.toLowerCase() === page) ?? null;

/** The heading that says which page is on screen. */
export function pageHeading(page: Page, locale: Locale, name: PageName): Locator {
  const type = typeOf(name);
  if (type)
    return page.getByRole('heading', { name: t(locale, 'medallionDetailsCard.title', { type }) });
  switch (name) {
    case 'main':
      return page.getByRole('heading', {
        name: t(locale, 'welcomeCard.greeting', { name: t(locale, 'app.userLabel') }),
      });
    case 'characters':
      return page.getByRole('heading', { name: t(locale, 'characterCarousel.title') });
    case 'marketplace':
      return page.getByRole('heading', { level: 1, name: t(locale, 'marketplacePage.title') });
    case 'wallet':
      return page.getByRole('heading', { level: 1, name: t(locale, 'walletPage.title') });
    default:
      return page.getByRole('heading', { level: 1, name: t(locale, 'shopPage.title') });
  }
}

export const navigation = (page: Page, locale: Locale) =>
  page.getByRole('navigation', { name: t(locale, 'header.navigation') });

/**
 * The control that opens `name`, pressed as a person would (the header's navigation and its
 * Dashboards menu; the characters page from the dashboard's "View all"). `press` defaults to a
 * click; the scroll test passes one that does not scroll the control into view first.
 */
export async function goTo(
  page: Page,
  locale: Locale,
  name: PageName,
  press: (control: Locator) => Promise<void> = (control) => control.click(),
) {
  const nav = navigation(page, locale);
  const type = typeOf(name);
  if (name === 'main' || type) {
    await press(nav.getByRole('button', { name: t(locale, 'header.dashboards') }));
    await press(
      page.getByRole('menuitem', { name: type ?? t(locale, 'header.main'), exact: true }),
    );
  } else if (name === 'characters') {
    if (!(await pageHeading(page, locale, 'main').isVisible())) await goTo(page, locale, 'main');
    await press(
      page
        .getByRole('region', { name: t(locale, 'characterSlider.title') })
        .getByRole('button', { name: t(locale, 'characterSlider.viewAll') }),
    );
  } else {
    const labels: Record<string, string> = {
      marketplace: 'header.marketplace',
      wallet: 'header.wallet',
      izishop: 'header.izishop',
    };
    await press(nav.getByRole('button', { name: t(locale, labels[name]!), exact: true }));
  }
  await expect(pageHeading(page, locale, name)).toBeVisible();
}

/** Logs in on the login screen. */
export async function logIn(page: Page, locale: Locale, username: string, password: string) {
  await page.getByRole('textbox', { name: t(locale, 'loginForm.username') }).fill(username);
  await page
    .getByRole('textbox', { name: t(locale, 'loginForm.password'), exact: true })
    .fill(password);
  await page.getByRole('button', { name: t(locale, 'loginForm.submit'), exact: true }).click();
}

/** Logs out on this device: the header's Log out opens a menu (this device, or every device). */
/** The header's account button (the username after its initial), which opens the logout menu. */
export const accountButton = (page: Page, locale: Locale, username: string) =>
  page.getByRole('banner').getByRole('button', { name: t(locale, 'header.account', { username }) });

/** Logs `username` out from the header's account menu, on this device. */
export async function logOut(page: Page, locale: Locale, username: string) {
  await accountButton(page, locale, username).click();
  await page.getByRole('menuitem', { name: t(locale, 'header.logout'), exact: true }).click();
}

export const loginHeading = (page: Page, locale: Locale) =>
  page.getByRole('heading', { level: 1, name: t(locale, 'loginForm.title') });

/** Dismisses the notice on screen after checking its text. */
export async function acknowledge(page: Page, locale: Locale, text: string) {
  const notice = page.getByRole('alertdialog');
  await expect(notice).toContainText(text);
  await notice.getByRole('button', { name: t(locale, 'alertDialog.ok') }).click();
  await expect(notice).toBeHidden();
}

/**
 * A success said in the status corner (a polite live region, no dialog): checks its text, then
 * closes its notices so that they cover nothing the next steps use.
 */
export async function announced(page: Page, locale: Locale, text: string) {
  const region = page.getByRole('status', { name: t(locale, 'statusNotices.region') });
  await expect(region).toContainText(text);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const close = region.getByRole('button', { name: t(locale, 'statusNotices.close') });
  while ((await close.count()) > 0) await close.first().click();
  await expect(region).toBeEmpty();
}

/**
 * Closes a dialog by its button (the last of that name: a dialog may show its corner Close and a
 * footer one), then checks that it is gone and that the focus is back on what opened it.
 */
export async function closeDialog(dialog: Locator, closeName: string, opener: Locator) {
  await dialog.getByRole('button', { name: closeName }).last().click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

/** The list of the latest transactions (on the dashboard and the wallet). */
export const transactionsList = (page: Page, locale: Locale) =>
  page.getByRole('region', { name: t(locale, 'transactionsList.title') });
