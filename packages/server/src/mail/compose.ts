/**
 * The server's mails, written in the language of the request that caused them: a subject, a
 * plain-text part and a simple HTML part (every text escaped; no remote images, no tracking).
 */
import type { ApiLocale } from '@izi/api';
import type { MessageDescriptor } from '@formatjs/intl';
import { intlFor } from '../intl';
import { mailMessages as m } from './mail.messages';

export type MailKind = 'verification' | 'passwordReset' | 'passwordChanged';

export interface Mail {
  kind: MailKind;
  to: string;
  /** The code the mail carries, if any: the log mailer prints it, nothing else logs it. */
  code?: string;
  /** How long the code is valid. */
  minutes?: number;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const rtl = new Set<ApiLocale>(['fa', 'ar']);

interface Parts {
  subject: MessageDescriptor;
  /** The paragraphs; `code` goes after the first one, on its own line. */
  paragraphs: MessageDescriptor[];
}

const partsOf: Record<MailKind, Parts> = {
  verification: {
    subject: m.verificationSubject,
    paragraphs: [m.verificationBody, m.verificationIgnore],
  },
  passwordReset: { subject: m.resetSubject, paragraphs: [m.resetBody, m.resetIgnore] },
  passwordChanged: { subject: m.changedSubject, paragraphs: [m.changedBody, m.changedNotYou] },
};

export function composeMail(
  kind: MailKind,
  to: string,
  locale: ApiLocale,
  details: { code?: string; minutes?: number } = {},
): Mail {
  const intl = intlFor(locale);
  const parts = partsOf[kind];
  const say = (message: MessageDescriptor) =>
    intl.formatMessage(message, { minutes: intl.formatNumber(details.minutes ?? 0) });
  const [first, ...rest] = parts.paragraphs.map(say);
  const { code } = details;
  const paragraphs = [say(m.greeting), first!, ...(code ? [code] : []), ...rest, say(m.signature)];
  const dir = rtl.has(locale) ? 'rtl' : 'ltr';
  const html = [
    `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5;">',
    ...paragraphs.map((paragraph) =>
      paragraph === code
        ? `<p dir="ltr" style="font-size: 1.75em; font-weight: bold; letter-spacing: 0.2em;">${escapeHtml(paragraph)}</p>`
        : `<p>${escapeHtml(paragraph)}</p>`,
    ),
    '</body></html>',
  ].join('\n');
  return {
    kind,
    to,
    ...(code ? { code, minutes: details.minutes ?? 0 } : {}),
    subject: say(parts.subject),
    text: `${paragraphs.join('\n\n')}\n`,
    html,
  };
}
