/**
 * Mail and recovery on a real SMTP server in this process: the codes are read from the mails it
 * receives. Resend and forgot-password answer the same for every address; reset ends every session.
 */
import { failureOf } from '@izi/api/testing/api-errors';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  codeInMail,
  startMailCatcher,
  type CaughtMail,
  type MailCatcher,
} from '../../../scripts/mail-catcher.mjs';
import { optionsFromEnv } from '../src/config';
import { DEMO_EMAIL } from '../src/seed';
import { codeFrom, startTestServer, type TestServer } from './helpers';

let catcher: MailCatcher;
let t: TestServer;
beforeAll(async () => {
  catcher = await startMailCatcher();
  t = await startTestServer({
    mail: { url: catcher.url, from: 'izi <no-reply@izi.test>' },
    rules: { mailRequestsPerAddress: { perWindow: 10_000, windowMs: 60 * 60_000 } },
  });
});
afterAll(async () => {
  await t?.close();
  await catcher?.close();
});
beforeEach(() => {
  catcher.refuse = false;
});

const to = (email: string) => (mail: CaughtMail) => mail.to.includes(email);
const mailsTo = (email: string) => catcher.mails.filter(to(email));
/** The newest mail to `email` once it has `count` of them. */
async function mailNumber(email: string, count: number): Promise<CaughtMail> {
  await catcher.waitFor(() => mailsTo(email).length >= count);
  return mailsTo(email)[count - 1]!;
}
const codeOf = (mail: CaughtMail) => {
  const code = codeInMail(mail);
  if (!code) throw new Error(`no code in "${mail.subject}"`);
  return code;
};
/** Lets a mail that would be sent arrive first, so that none arriving means none was sent. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

let n = 0;
async function signUp(language?: string) {
  const username = `mailer${++n}`;
  const email = `${username}@example.com`;
  const password = 'first password';
  const answer = await t.request('POST', '/api/auth/signup', {
    body: { username, email, password },
    headers: language ? { 'Accept-Language': language } : {},
  });
  expect(answer.status).toBe(201);
  return { username, email, password };
}

describe('sending over SMTP', () => {
  it('mails the verification code (subject, text and escaped HTML) and never logs it', async () => {
    const { email, username, password } = await signUp();
    const mail = await mailNumber(email, 1);
    expect(mail.from).toBe('no-reply@izi.test');
    expect(mail.subject).toBe('Your izi verification code');
    const code = codeOf(mail);
    expect(mail.text).toContain('valid for 15 minutes');
    expect(mail.html).toContain(`>${code}</p>`);
    expect(mail.html).not.toMatch(/<img|https?:|<script/i);
    expect(t.log.lines.some((line) => line.includes(code))).toBe(false);
    expect(() => codeFrom(t.log.lines, email)).toThrow();
    await t.client().verifyEmail({ email, code });
    expect((await t.client().login({ username, password })).token).toBeTruthy();
  });

  it("writes each mail in the language of the request's Accept-Language", async () => {
    const fa = await signUp('fa-IR,fa;q=0.9');
    const mail = await mailNumber(fa.email, 1);
    expect(mail.subject).toMatch(/[\u0600-\u06ff]/);
    expect(mail.html).toContain('lang="fa" dir="rtl"');
    const es = await signUp('es');
    expect((await mailNumber(es.email, 1)).html).toContain('lang="es" dir="ltr"');
  });

  it('answers as usual when the mail server refuses, says so in the log without the code, and mails when asked again', async () => {
    catcher.refuse = true;
    const { email } = await signUp();
    await settle();
    await expect
      .poll(() => t.log.lines.some((l) => l.includes(`mail to ${email} was not sent`)), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(mailsTo(email)).toHaveLength(0);
    expect(t.log.lines.some((line) => /\b\d{6}\b/.test(line) && line.includes(email))).toBe(false);
    catcher.refuse = false;
    await t.client().resendCode({ email });
    const code = codeOf(await mailNumber(email, 1));
    await expect(t.client().verifyEmail({ email, code })).resolves.toMatchObject({ success: true });
  });
});

describe('resend code', () => {
  it('mails a new code that works while the old one no longer does', async () => {
    const { email } = await signUp();
    const old = codeOf(await mailNumber(email, 1));
    const answer = await t.client().resendCode({ email: ` ${email.toUpperCase()} ` });
    expect(answer).toEqual({
      success: true,
      message: 'If an account with this email awaits verification, we sent it a new 6-digit code.',
    });
    const fresh = codeOf(await mailNumber(email, 2));
    if (fresh !== old) {
      const error = await failureOf(t.client().verifyEmail({ email, code: old }));
      expect(error.message).toBe('Invalid or expired verification code.');
    }
    await expect(t.client().verifyEmail({ email, code: fresh })).resolves.toMatchObject({
      success: true,
    });
  });

  it('answers the same for an unknown or verified address, and mails nothing', async () => {
    const known = await t.request('POST', '/api/auth/resend-code', {
      body: { email: 'nobody@example.com' },
    });
    const verified = await t.request('POST', '/api/auth/resend-code', {
      body: { email: DEMO_EMAIL },
    });
    const { email } = await signUp();
    await mailNumber(email, 1);
    const waiting = await t.request('POST', '/api/auth/resend-code', { body: { email } });
    expect(known).toMatchObject({ status: 200 });
    expect(verified.body).toEqual(known.body);
    expect(waiting.body).toEqual(known.body);
    await settle();
    expect(mailsTo('nobody@example.com')).toHaveLength(0);
    expect(mailsTo(DEMO_EMAIL)).toHaveLength(0);
  });

  it('counts against the five codes an hour (the signup one included), then mails nothing', async () => {
    const { email } = await signUp();
    for (let i = 0; i < 5; i++) await t.client().resendCode({ email });
    await mailNumber(email, 5);
    await settle();
    expect(mailsTo(email)).toHaveLength(5);
    expect(t.log.lines.some((l) => l.includes(`no code for ${email}`))).toBe(true);
    t.advance(61 * 60_000);
    await t.client().resendCode({ email });
    await mailNumber(email, 6);
  });

  it('refuses a body without an email with 400', async () => {
    const answer = await t.request('POST', '/api/auth/resend-code', { body: {} });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
  });
});

describe('forgot and reset password', () => {
  async function verifiedUser() {
    const user = await signUp();
    await t
      .client()
      .verifyEmail({ email: user.email, code: codeOf(await mailNumber(user.email, 1)) });
    const { token } = await t.client().login({ username: user.username, password: user.password });
    return { ...user, token };
  }

  it('answers the same for every address, and mails only an account', async () => {
    const unknown = await t.request('POST', '/api/auth/forgot-password', {
      body: { email: 'nobody-here@example.com' },
    });
    const user = await verifiedUser();
    const known = await t.request('POST', '/api/auth/forgot-password', {
      body: { email: user.email },
    });
    expect(unknown).toMatchObject({ status: 200 });
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe(
      'If an account has this email, we sent it a 6-digit code to reset its password.',
    );
    const mail = await mailNumber(user.email, 2);
    expect(mail.subject).toBe('Reset your izi password');
    await settle();
    expect(mailsTo('nobody-here@example.com')).toHaveLength(0);
  });

  it('sets the new password, ends every session and mails that the password changed', async () => {
    const user = await verifiedUser();
    await t.client().forgotPassword({ email: user.email });
    const code = codeOf(await mailNumber(user.email, 2));
    const answer = await t
      .client()
      .resetPassword({ email: user.email, code, password: 'second password' });
    expect(answer).toEqual({
      success: true,
      message: 'Your password was changed. You can now log in with the new one.',
    });
    expect((await failureOf(t.client(user.token).getWallet())).status).toBe(401);
    const old = await failureOf(
      t.client().login({ username: user.username, password: user.password }),
    );
    expect(old.status).toBe(401);
    const fresh = await t.client().login({ username: user.username, password: 'second password' });
    expect(fresh.token).toBeTruthy();
    const changed = await mailNumber(user.email, 3);
    expect(changed.subject).toBe('Your izi password was changed');
    expect(codeInMail(changed)).toBeNull();
    // The code is used up.
    const again = await failureOf(
      t.client().resetPassword({ email: user.email, code, password: 'third password' }),
    );
    expect(again.message).toBe('Invalid or expired reset code.');
  });

  it("keeps the signup's password rules", async () => {
    const user = await verifiedUser();
    await t.client().forgotPassword({ email: user.email });
    const code = codeOf(await mailNumber(user.email, 2));
    const short = await failureOf(
      t.client().resetPassword({ email: user.email, code, password: 'short' }),
    );
    expect(short).toMatchObject({
      status: 400,
      message: 'Password must be at least 8 characters.',
    });
  });

  it('refuses a code past its 15 minutes, and after five wrong codes even the right one', async () => {
    const user = await verifiedUser();
    await t.client().forgotPassword({ email: user.email });
    const expiring = codeOf(await mailNumber(user.email, 2));
    t.advance(16 * 60_000);
    const expired = await failureOf(
      t.client().resetPassword({ email: user.email, code: expiring, password: 'second password' }),
    );
    expect(expired.message).toBe('Invalid or expired reset code.');

    await t.client().forgotPassword({ email: user.email });
    const code = codeOf(await mailNumber(user.email, 3));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const error = await failureOf(
        t.client().resetPassword({ email: user.email, code: wrong, password: 'second password' }),
      );
      expect(error.message).toBe('Invalid or expired reset code.');
    }
    const spent = await failureOf(
      t.client().resetPassword({ email: user.email, code, password: 'second password' }),
    );
    expect(spent.message).toBe('Too many wrong codes. Ask for a new code.');
    // A new code works again.
    await t.client().forgotPassword({ email: user.email });
    const next = codeOf(await mailNumber(user.email, 4));
    await expect(
      t.client().resetPassword({ email: user.email, code: next, password: 'second password' }),
    ).resolves.toMatchObject({ success: true });
  });

  it('mails at most five reset codes an hour per account', async () => {
    const user = await verifiedUser();
    for (let i = 0; i < 6; i++) await t.client().forgotPassword({ email: user.email });
    await mailNumber(user.email, 6); // the verification code, then five reset codes
    await settle();
    expect(mailsTo(user.email)).toHaveLength(6);
  });

  it('refuses a wrong code for an unknown address like any wrong code', async () => {
    const error = await failureOf(
      t
        .client()
        .resetPassword({ email: 'ghost@example.com', code: '123456', password: 'whatever1' }),
    );
    expect(error).toMatchObject({ status: 400, message: 'Invalid or expired reset code.' });
  });
});

describe('the cap per client address', () => {
  it('refuses resend and forgot-password with 429 past the cap, whatever the address asked', async () => {
    const capped = await startTestServer({
      mail: { url: catcher.url, from: 'izi <no-reply@izi.test>' },
      rules: { mailRequestsPerAddress: { perWindow: 3, windowMs: 60 * 60_000 } },
    });
    try {
      await capped.client().forgotPassword({ email: 'a@example.com' });
      await capped.client().resendCode({ email: 'b@example.com' });
      await capped.client().forgotPassword({ email: 'c@example.com' });
      const error = await failureOf(capped.client().resendCode({ email: 'd@example.com' }));
      expect(error.status).toBe(429);
      expect(error.message).toBe(
        'Too many codes were asked for from this address. Try again in 60 minutes.',
      );
    } finally {
      await capped.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('prints the reset code to the log, as the verification code', async () => {
    const local = await startTestServer();
    try {
      const user = await local.newUser();
      await local.client().forgotPassword({ email: user.email });
      const line = local.log.lines.find((l) =>
        l.includes(`[password reset] code for ${user.email}`),
      );
      const code = /: (\d{6}) /.exec(JSON.parse(line!).msg)![1]!;
      await local.client().resetPassword({ email: user.email, code, password: 'second password' });
      expect(local.log.lines.some((l) => l.includes('[password changed]'))).toBe(true);
    } finally {
      await local.close();
    }
  });
});

describe('settings', () => {
  it('reads SMTP_URL and MAIL_FROM, and refuses a URL that is not smtp: or smtps: without repeating it', () => {
    expect(optionsFromEnv({}).mail).toBeNull();
    expect(
      optionsFromEnv({ SMTP_URL: 'smtps://u:secret@mail.example.com:465', MAIL_FROM: 'x@y.z' })
        .mail,
    ).toEqual({ url: 'smtps://u:secret@mail.example.com:465', from: 'x@y.z' });
    expect(optionsFromEnv({ SMTP_URL: 'smtp://mail.example.com:587' }).mail?.from).toBe(
      'izi <no-reply@localhost>',
    );
    expect(() => optionsFromEnv({ SMTP_URL: 'http://u:secret@mail.example.com' })).toThrow(
      /^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL[^]*$/,
    );
    expect(() => optionsFromEnv({ SMTP_URL: 'http://u:secret@mail.example.com' })).not.toThrow(
      /secret/,
    );
  });
});
