/**
 * Signed-out flows, in English and in Persian: signup, the code from the server's log, verify,
 * login; the unverified login that opens verify; a signup the server refuses; forgot password.
 */
import { acknowledge, loginHeading } from './support/app';
import { verificationCode } from './support/log';
import { t, type Locale } from './support/messages';
import { demo, expect, test, uniqueName } from './support/test';

for (const locale of ['en', 'fa'] as const satisfies readonly Locale[]) {
  test.describe(locale, () => {
    test('signup, verify with the code from the log (after an unverified login), then login', async ({
      page,
      open,
      server,
      problems,
    }) => {
      // Logging in before verifying is refused (403) and opens the verify screen.
      problems.expect(/^\/api\/auth\/login$/, 403);
      await open({ locale });
      await page.getByRole('button', { name: t(locale, 'loginForm.signUp') }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: t(locale, 'signupForm.title') }),
      ).toBeFocused();

      const username = uniqueName('su');
      // The server keeps the email in lower case and answers it: verify shows the returned one.
      const typed = `Mixed.${username}@Example.COM`;
      const email = typed.toLowerCase();
      const password = 'a-long-password';
      await page.getByRole('textbox', { name: t(locale, 'signupForm.username') }).fill(username);
      await page.getByRole('textbox', { name: t(locale, 'signupForm.email') }).fill(typed);
      await page
        .getByRole('textbox', { name: t(locale, 'signupForm.password'), exact: true })
        .fill(password);
      await page
        .getByRole('textbox', { name: t(locale, 'signupForm.confirmPassword') })
        .fill(password);
      await page.getByRole('button', { name: t(locale, 'signupForm.submit') }).click();

      await expect(
        page.getByRole('heading', { level: 1, name: t(locale, 'verifyEmailForm.title') }),
      ).toBeVisible();
      await expect(page.getByText(t(locale, 'verifyEmailForm.sentTo', { email }))).toBeVisible();

      // Back to login (the username comes along) and log in before verifying.
      await page.getByRole('button', { name: t(locale, 'verifyEmailForm.backToLogin') }).click();
      await expect(loginHeading(page, locale)).toBeVisible();
      const usernameField = page.getByRole('textbox', { name: t(locale, 'loginForm.username') });
      await expect(usernameField).toHaveValue(username);
      await page
        .getByRole('textbox', { name: t(locale, 'loginForm.password'), exact: true })
        .fill(password);
      await page.getByRole('button', { name: t(locale, 'loginForm.submit'), exact: true }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: t(locale, 'verifyEmailForm.title') }),
      ).toBeVisible();
      await expect(page.getByText(t(locale, 'verifyEmailForm.sentTo', { email }))).toBeVisible();

      const code = await verificationCode(server.log, email);
      await page.getByRole('textbox', { name: t(locale, 'verifyEmailForm.code') }).fill(code);
      await page.getByRole('button', { name: t(locale, 'verifyEmailForm.submit') }).click();
      await acknowledge(page, locale, t(locale, 'app.verified'));

      await expect(loginHeading(page, locale)).toBeVisible();
      await expect(usernameField).toHaveValue(username);
      await page
        .getByRole('textbox', { name: t(locale, 'loginForm.password'), exact: true })
        .fill(password);
      await page.getByRole('button', { name: t(locale, 'loginForm.submit'), exact: true }).click();
      await expect(
        page.getByRole('heading', {
          name: t(locale, 'welcomeCard.greeting', { name: t(locale, 'app.userLabel') }),
        }),
      ).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('authToken'))).toMatch(/\S{20,}/);
    });

    test('a signup the server refuses says "Signup failed: …" with its message', async ({
      page,
      open,
      problems,
    }) => {
      problems.expect(/^\/api\/auth\/signup$/);
      await open({ locale });
      await page.getByRole('button', { name: t(locale, 'loginForm.signUp') }).click();
      // The demo account has this username already.
      await page
        .getByRole('textbox', { name: t(locale, 'signupForm.username') })
        .fill(demo.username);
      await page
        .getByRole('textbox', { name: t(locale, 'signupForm.email') })
        .fill(`${uniqueName('dup')}@example.com`);
      for (const name of ['signupForm.password', 'signupForm.confirmPassword'])
        await page
          .getByRole('textbox', { name: t(locale, name), exact: true })
          .fill('a-long-password');
      const answer = page.waitForResponse('**/api/auth/signup');
      await page.getByRole('button', { name: t(locale, 'signupForm.submit') }).click();
      const response = await answer;
      expect(response.status()).toBeGreaterThanOrEqual(400);
      const { message } = (await response.json()) as { message: string };
      expect(message).toBeTruthy();
      await expect(page.getByRole('alert')).toHaveText(t(locale, 'signupForm.failed', { message }));
      await expect(
        page.getByRole('heading', { level: 1, name: t(locale, 'signupForm.title') }),
      ).toBeVisible();
    });

    test('forgot password answers locally and makes no call', async ({ page, open }) => {
      await open({ locale });
      await expect(loginHeading(page, locale)).toBeVisible();
      const calls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
      });
      await page.getByRole('button', { name: t(locale, 'loginForm.forgotPassword') }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: t(locale, 'forgotPasswordForm.title') }),
      ).toBeFocused();
      await page
        .getByRole('textbox', { name: t(locale, 'forgotPasswordForm.email') })
        .fill('someone@example.com');
      await page.getByRole('button', { name: t(locale, 'forgotPasswordForm.submit') }).click();
      await acknowledge(page, locale, t(locale, 'app.resetLinkSent'));
      await expect(loginHeading(page, locale)).toBeVisible();
      expect(calls).toEqual([]);
    });
  });
}
