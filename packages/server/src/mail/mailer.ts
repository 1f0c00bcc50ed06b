/**
 * Where the server's mails go: over SMTP when `SMTP_URL` is set, else to the log (the local
 * default). Sending never fails the call that caused it: SMTP runs after the answer, and a mail
 * server that is down or refuses is said in the log (without the code), so the person can ask again.
 */
import nodemailer from 'nodemailer';
import type { Logger } from '../log';
import { errorForLog } from '../errors';
import type { Mail, MailKind } from './compose';

/** SMTP settings: `smtp://user:pass@host:587` or `smtps://…:465`, and the sender. */
export interface MailConfig {
  url: string;
  from: string;
}

export interface Mailer {
  /** Hands the mail over; never throws, never waits for a mail server. */
  send(mail: Mail): void;
  /** Waits for the mails under way (a few seconds at most), then lets the connection go. */
  close(): Promise<void>;
}

const labels: Record<MailKind, string> = {
  verification: 'verification',
  passwordReset: 'password reset',
  passwordChanged: 'password changed',
};

/** Without SMTP: the code (or the notice) goes to the log, written before the call answers. */
export function logMailer(log: Logger): Mailer {
  return {
    send: (mail) => {
      const label = labels[mail.kind];
      // The text for a person reading the log; the same in fields for a program (jq, the tests).
      if (mail.code)
        log.info(
          `[${label}] code for ${mail.to}: ${mail.code} (valid for ${mail.minutes} minutes; no SMTP_URL, so this server sends no email)`,
          { event: mail.kind, email: mail.to, code: mail.code },
        );
      else
        log.info(`[${label}] "${mail.subject}" for ${mail.to} (no SMTP_URL, so not sent)`, {
          event: mail.kind,
          email: mail.to,
        });
    },
    close: async () => {},
  };
}

const CLOSE_WAIT_MS = 5000;

export function smtpMailer(config: MailConfig, log: Logger): Mailer {
  const transport = nodemailer.createTransport(
    {
      url: config.url,
      // A mail server that does not answer is given up on in seconds, not minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    },
    { from: config.from },
  );
  const pending = new Set<Promise<void>>();
  return {
    send: (mail) => {
      const sending = transport
        .sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
        .then(
          () => {},
          (error: unknown) =>
            log.warn(
              `[mail] the ${labels[mail.kind]} mail to ${mail.to} was not sent (the mail server is down or refused it): ${errorForLog(error)}`,
              { event: 'mailFailed', kind: mail.kind, email: mail.to },
            ),
        )
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    close: async () => {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(pending),
        new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS))),
      ]);
      clearTimeout(timer);
      transport.close();
    },
  };
}
