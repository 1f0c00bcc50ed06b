/**
 * Signed-out flows, in English, with the mails the server sends (to the suite's
 * SMTP server): signup, the code from the mail, verify, login; the unverified login that opens
 * verify; a signup the server refuses; resend code; forgot password, the mailed code and the reset.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { announced, localeNames, loginHeading } from './support/app';
import { mailedCode, mailNumber, mailsTo } from './support/mail';
import { t, type Locale } from './support/messages';
import { storedToken } from './support/storage';
import { demo, expect, test, uniqueName } from './support/test';

/** Logs in on the login screen. */
async function logIn(page: Page, locale: Locale, username: string, password: string) {
  await page.getByRole('textbox', { name: t(locale, 'loginForm.username') }).fill(username);
  await page
    .getByRole('textbox', { name: t(locale, 'loginForm.password'), exact: true })
    .fill(password);
  await page.getByRole('button', { name: t(locale, 'loginForm.submit'), exact: true }).click();
}

// English only: Persian words alone are checked screen by screen by a11y.spec.ts's Persian walk;
// the flows run in Persian where Persian changes what they do (docs/testing.md, "Rules").
for (const locale of ['en'] as const satisfies readonly Locale[]) {
  test.describe(locale, { tag: `@${locale}` }, () => {
    test('signup, verify with the code from the mail (after an unverified login), then login', async ({
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

      // One mail: the login found the signup's code still valid. It is in the page's language,
      // and with SMTP_URL set the code never reaches the server's log.
      const mail = await mailNumber(email, 1);
      expect(mail.html).toContain(`lang="${locale}"`);
      const code = await mailedCode(email);
      expect(readFileSync(server.log, 'utf8')).not.toContain(code);
      expect(mailsTo(email)).toHaveLength(1);
      await page.getByRole('textbox', { name: t(locale, 'verifyEmailForm.code') }).fill(code);
      await page.getByRole('button', { name: t(locale, 'verifyEmailForm.submit') }).click();
      await announced(page, locale, t(locale, 'app.verified'));

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
      expect(await storedToken(page)).toMatch(/\S{20,}/);
    });

    test('a signup the server refuses says "Signup failed: …" with its message', async ({
      page,
      open,
      problems,
    }) => {
      problems.expect(/^\/api\/auth\/signup$/);
      await open({ locale });
      await page.getByRole('button', { name: t(locale, 'loginForm.signUp') }).click();
      // Login stays on screen while signup's code arrives, and it has a Username field too.
      await expect(
        page.getByRole('heading', { level: 1, name: t(locale, 'signupForm.title') }),
      ).toBeVisible();
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

    test('resend code mails a new code that works, and the old one no longer does', async ({
      page,
      open,
      request,
      problems,
    }) => {
      problems.expect(/^\/api\/auth\/login$/, 403);
      problems.expect(/^\/api\/auth\/verify-email$/, 400);
      const username = uniqueName('rs');
      const email = `${username}@example.com`;
      const password = 'a-long-password';
      const signup = await request.post('/api/auth/signup', {
        data: { username, email, password },
      });
      expect(signup.status()).toBe(201);
      const old = await mailedCode(email, 1);

      await open({ locale });
      await logIn(page, locale, username, password);
      await page.getByRole('button', { name: t(locale, 'resendCode.resend') }).click();
      // The form's own status (the notifications corner, a status too, is named).
      await expect(page.getByRole('status').and(page.locator(':not([aria-label])'))).toHaveText(
        t(locale, 'resendCode.sent'),
      );
      const fresh = await mailedCode(email, 2);

      const codeField = page.getByRole('textbox', { name: t(locale, 'verifyEmailForm.code') });
      if (fresh !== old) {
        await codeField.fill(old);
        await page.getByRole('button', { name: t(locale, 'verifyEmailForm.submit') }).click();
        await expect(page.getByRole('alert')).toHaveText('Invalid or expired verification code.');
      }
      await codeField.fill(fresh);
      await page.getByRole('button', { name: t(locale, 'verifyEmailForm.submit') }).click();
      await announced(page, locale, t(locale, 'app.verified'));
      await expect(loginHeading(page, locale)).toBeVisible();
    });

    test('forgot password mails a code; the reset ends every session and the new password logs in', async ({
      page,
      open,
      request,
      newAccount,
      problems,
    }) => {
      problems.expect(/^\/api\/auth\/login$/, 401);
      const account = await newAccount();
      await open({ locale });
      await expect(loginHeading(page, locale)).toBeVisible();
      await page.getByRole('button', { name: t(locale, 'loginForm.forgotPassword') }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: t(locale, 'forgotPasswordForm.title') }),
      ).toBeFocused();
      await page
        .getByRole('textbox', { name: t(locale, 'forgotPasswordForm.email') })
        .fill(account.email);
      const asked = page.waitForResponse('**/api/auth/forgot-password');
      await page.getByRole('button', { name: t(locale, 'forgotPasswordForm.sendCode') }).click();
      const known = (await (await asked).json()) as unknown;
      await expect(
        page.getByRole('heading', { level: 1, name: t(locale, 'resetPasswordForm.title') }),
      ).toBeVisible();

      // The verification mail, then the reset code.
      const code = await mailedCode(account.email, 2);
      const newPassword = 'a-new-long-password';
      await page.getByRole('textbox', { name: t(locale, 'resetPasswordForm.code') }).fill(code);
      await page
        .getByRole('textbox', { name: t(locale, 'resetPasswordForm.password'), exact: true })
        .fill(newPassword);
      await page
        .getByRole('textbox', { name: t(locale, 'resetPasswordForm.confirmPassword') })
        .fill(newPassword);
      await page.getByRole('button', { name: t(locale, 'resetPasswordForm.submit') }).click();
      await announced(page, locale, t(locale, 'app.passwordChanged'));
      await expect(loginHeading(page, locale)).toBeVisible();
      await mailNumber(account.email, 3); // "your password was changed"

      // The session from before the reset has ended.
      const before = await request.get('/api/wallet', {
        headers: { Authorization: `Bearer ${account.token}` },
      });
      expect(before.status()).toBe(401);
      // The old password no longer logs in; the new one does.
      const refused = await request.post('/api/auth/login', {
        data: { username: account.username, password: account.password },
      });
      expect(refused.status()).toBe(401);
      await logIn(page, locale, account.username, newPassword);
      await expect(
        page.getByRole('heading', {
          name: t(locale, 'welcomeCard.greeting', { name: t(locale, 'app.userLabel') }),
        }),
      ).toBeVisible();

      // An unknown address gets the same answer, and no mail.
      const unknown = `${uniqueName('nobody')}@example.com`;
      const answer = await request.post('/api/auth/forgot-password', { data: { email: unknown } });
      expect(answer.status()).toBe(200);
      expect(await answer.json()).toEqual(known);
      await page.waitForTimeout(1000);
      expect(mailsTo(unknown)).toEqual([]);
    });
  });
}

// The screens after login are a chunk of their own, with the whole catalog: Persian's first
// screen has only its own messages in the entry.
test(
  'in Persian, signup reads Persian at once, and a change of language there keeps what was typed',
  { tag: '@client' },
  async ({ page, open }) => {
    await open({ locale: 'fa' });
    await page.getByRole('button', { name: t('fa', 'loginForm.signUp') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: t('fa', 'signupForm.title') }),
    ).toBeFocused();
    const username = uniqueName('lang');
    await page.getByRole('textbox', { name: t('fa', 'signupForm.username') }).fill(username);

    await page
      .getByRole('button', { name: t('fa', 'languageMenu.button', { language: localeNames.fa }) })
      .click();
    await page.getByRole('menuitemradio', { name: localeNames.en }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: t('en', 'signupForm.title') }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('textbox', { name: t('en', 'signupForm.username') })).toHaveValue(
      username,
    );
  },
);

// On a slow network the signup screen's code can take seconds after "Sign up": meanwhile the
// login form stays on screen, and must not take typing that would vanish with it.
test(
  'while the signup screen is on its way, the login screen is busy and takes no typing',
  { tag: '@client' },
  async ({ page, open }) => {
    let arrive = () => {};
    const arrived = new Promise<void>((done) => (arrive = done));
    await page.route('**/assets/moreScreens-*.js', async (route) => {
      await arrived;
      await route.continue();
    });
    await open({ locale: 'en' });
    const login = page.getByRole('region', { name: t('en', 'loginForm.title') });
    await expect(login).not.toHaveAttribute('aria-busy');
    await page.getByRole('button', { name: t('en', 'loginForm.signUp') }).click();

    await expect(login).toHaveAttribute('aria-busy', 'true');
    const username = page.getByRole('textbox', { name: t('en', 'loginForm.username') });
    await username.click({ force: true });
    await page.keyboard.type('lost');
    await expect(username).not.toBeFocused();
    await expect(username).toHaveValue('');

    arrive();
    await expect(
      page.getByRole('heading', { level: 1, name: t('en', 'signupForm.title') }),
    ).toBeFocused();
    await page.getByRole('textbox', { name: t('en', 'signupForm.username') }).fill('kept');
    await expect(page.getByRole('textbox', { name: t('en', 'signupForm.username') })).toHaveValue(
      'kept',
    );
  },
);
