/**
 * An operator reviews a person's requests and order, in two browser contexts on the real server:
 * the person (a new account, the starter pack's 250 iziDol) in the suite's page, the operator
 * (granted the role with `npm run operator -- grant` at start) in a context of their own. A
 * deposit approved raises the person's iziDol and reads approved; a withdrawal of the whole
 * balance rejected with a reason shows the reason and releases its hold (the same withdrawal is
 * accepted again); an order marked delivered reads "Delivered".
 */
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { announced, goTo, navigation, pageHeading } from './support/app';
import { amount, t, type Locale } from './support/messages';
import { storageKeys } from './support/storage';
import { expect, loginByApi, test } from './support/test';

const locale: Locale = 'en';
const TRON = `T${'C'.repeat(33)}`;

/** Opens the console from the header (it is there for an operator only). */
async function showConsole(page: Page) {
  await navigation(page, locale)
    .getByRole('button', { name: t(locale, 'header.operatorConsole') })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: t(locale, 'operatorConsole.title') }),
  ).toBeVisible();
}

/** The operator's app, signed in, in a browser context of its own, on the console. */
async function operatorConsole(browser: Browser, baseURL: string, token: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.addInitScript(
    ({ keys, token }) => {
      localStorage.setItem(keys.locale, 'en');
      localStorage.setItem(keys.token, token);
    },
    { keys: storageKeys, token },
  );
  await page.goto('/');
  await showConsole(page);
  return { page, close: () => context.close() };
}

/** Confirms a review from a row of the console, the reason typed when there is one. */
async function review(
  page: Page,
  row: Locator,
  action: 'approve' | 'reject' | 'deliver' | 'cancelOrder',
  title: string,
  reason?: string,
) {
  const label = t(locale, `operatorConsole.${action}`);
  await row.getByRole('button', { name: label }).click();
  const dialog = page.getByRole('dialog', { name: t(locale, `reviewDialog.${title}`) });
  if (reason)
    await dialog.getByRole('textbox', { name: t(locale, 'reviewDialog.reason') }).fill(reason);
  const answer = page.waitForResponse((response) => response.request().method() === 'POST');
  await dialog.getByRole('button', { name: label }).click();
  expect((await answer).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(row).toBeHidden();
}

/** The person's deposit or withdrawal request through the wallet's form. */
async function requestUsdt(page: Page, kind: 'deposit' | 'withdrawal', value: string) {
  await page
    .getByRole('button', {
      name: t(locale, kind === 'deposit' ? 'walletPage.deposit' : 'walletPage.withdraw'),
    })
    .click();
  const form = page.getByRole('dialog', { name: t(locale, `requestForm.${kind}Title`) });
  await form.getByRole('textbox', { name: t(locale, 'requestForm.amount') }).fill(value);
  if (kind === 'deposit')
    await form
      .getByRole('textbox', { name: t(locale, 'requestForm.proof') })
      .fill(`0x${'cd'.repeat(32)}`);
  else await form.getByRole('textbox', { name: t(locale, 'requestForm.address') }).fill(TRON);
  const answer = page.waitForResponse('**/api/usdt/request');
  await form.getByRole('button', { name: t(locale, 'requestForm.submit') }).click();
  return answer;
}

/**
 * One City Backpack bought through the API: the person's order, pending delivery. (Not an item
 * shop-cart.spec counts the stock of while it runs alongside.)
 */
async function orderBackpack(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const items = (await (await request.get('/api/izishop/items', { headers })).json()) as {
    id: number;
    name: string;
  }[];
  const backpack = items.find((item) => item.name === 'City Backpack')!;
  const line = await request.put(`/api/izishop/cart/lines/${backpack.id}`, {
    headers,
    data: { quantity: 1, payWithDiscount: false },
  });
  expect(line.status(), await line.text()).toBe(200);
  const checkout = await request.post('/api/izishop/checkout', { headers });
  expect(checkout.status(), await checkout.text()).toBe(200);
}

test('an operator approves a deposit, rejects a withdrawal and delivers an order', async ({
  page,
  browser,
  baseURL,
  request,
  server,
  newAccount,
  open,
  problems,
}) => {
  const person = await newAccount();
  await open({ locale, token: person.token });
  await goTo(page, locale, 'wallet');
  const iziDol = page.getByRole('region', { name: 'iziDol', exact: true });
  await expect(iziDol).toContainText(amount(locale, 250));
  const requests = page.getByRole('list', { name: t(locale, 'usdtRequestList.list') });
  const requestRow = (text: string) => requests.getByRole('article').filter({ hasText: text });

  // The person deposits 31.75 USDT: listed as pending.
  expect((await requestUsdt(page, 'deposit', '31.75')).status()).toBe(200);
  await announced(page, locale, t(locale, 'requestForm.submitted'));
  const deposit = requestRow('31.75 USDT');
  await expect(deposit).toContainText(t(locale, 'usdtRequest.pending'));
  await orderBackpack(request, person.token);

  const operatorToken = await loginByApi(
    request,
    server.operator.username,
    server.operator.password,
  );
  const operator = await operatorConsole(browser, baseURL!, operatorToken);
  try {
    const queue = operator.page.getByRole('region', {
      name: t(locale, 'operatorConsole.requests'),
    });
    const ofPerson = queue.getByRole('article').filter({ hasText: person.username });
    await review(operator.page, ofPerson, 'approve', 'approveTitle');

    // The person's wallet, read again: 250 − 59.50 (the backpack) + 31.75, the deposit approved.
    await page.reload();
    await goTo(page, locale, 'wallet');
    await expect(iziDol).toContainText(amount(locale, 222.25));
    await expect(deposit).toContainText(t(locale, 'usdtRequest.approved'));

    // A withdrawal of the whole balance holds all of it: a second one is refused meanwhile.
    expect((await requestUsdt(page, 'withdrawal', '222.25')).status()).toBe(200);
    await announced(page, locale, t(locale, 'requestForm.submitted'));
    const withdrawal = requestRow('222.25 USDT');
    await expect(withdrawal).toContainText(t(locale, 'usdtRequest.pending'));
    problems.expect(/^\/api\/usdt\/request$/, 400);
    expect((await requestUsdt(page, 'withdrawal', '1')).status()).toBe(400);
    const form = page.getByRole('dialog', { name: t(locale, 'requestForm.withdrawalTitle') });
    await form.getByRole('button', { name: t(locale, 'requestForm.cancel') }).click();
    await expect(form).toBeHidden();

    const reason = 'This address is not one of yours.';
    await operator.page.reload();
    await showConsole(operator.page);
    await review(operator.page, ofPerson, 'reject', 'rejectTitle', reason);
    await page.reload();
    await goTo(page, locale, 'wallet');
    await expect(withdrawal).toContainText(t(locale, 'usdtRequest.rejected'));
    await expect(withdrawal).toContainText(t(locale, 'usdtRequest.reason', { reason }));
    // The hold is released: the same withdrawal is accepted again.
    expect((await requestUsdt(page, 'withdrawal', '222.25')).status()).toBe(200);
    await announced(page, locale, t(locale, 'requestForm.submitted'));

    // The order, marked delivered by the operator, reads "Delivered" for the person.
    const orders = operator.page.getByRole('region', { name: t(locale, 'operatorConsole.orders') });
    await review(
      operator.page,
      orders.getByRole('article').filter({ hasText: person.username }),
      'deliver',
      'deliverTitle',
    );
    await page.reload();
    await page.getByRole('button', { name: /^Cart, / }).click();
    const order = page
      .getByRole('list', { name: t(locale, 'ordersList.list') })
      .getByRole('article');
    await expect(order).toHaveCount(1);
    await expect(order).toContainText(t(locale, 'ordersList.delivered'));
  } finally {
    await operator.close();
  }
});

// English only: Persian words alone are checked screen by screen by a11y.spec.ts's Persian walk;
// the flows run in Persian where Persian changes what they do (docs/testing.md, "Rules").
for (const language of ['en'] as const)
  test(
    `${language}: a person without the role who opens /operator is shown the dashboard, and told why`,
    { tag: `@${language}` },
    async ({ page, newAccount, open }) => {
      const person = await newAccount();
      await open({ locale: language, token: person.token });
      await expect(pageHeading(page, language, 'main')).toBeVisible();
      // A typed address: no operator call is made, so none is refused (the suite fails on a 403).
      await page.goto('/operator');
      const notice = page.getByRole('alertdialog');
      await expect(notice).toContainText(t(language, 'app.operatorsOnly'));
      await notice.getByRole('button', { name: t(language, 'alertDialog.ok') }).click();
      await expect(pageHeading(page, language, 'main')).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expect(
        navigation(page, language).getByRole('button', {
          name: t(language, 'header.operatorConsole'),
        }),
      ).toHaveCount(0);
      // Back does not return to the console's address: it was replaced, not added.
      await page.goBack();
      await expect(page).not.toHaveURL(/\/operator$/);
    },
  );
