/** A mail the catcher received, parsed. */
export interface CaughtMail {
  /** The recipients' addresses, in lower case. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: number;
}

export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  mails: CaughtMail[];
  /** While true, every recipient is refused (550), as a mail server that refuses does. */
  refuse: boolean;
  /** The first mail that `match` accepts, waiting for it (10 s unless `timeoutMs`). */
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

/** An SMTP server in this process; with `folder`, each mail is also written there as JSON. */
export function startMailCatcher(options?: { folder?: string }): Promise<MailCatcher>;
/** The mails a catcher wrote to `folder`, oldest first. */
export function mailsIn(folder: string): CaughtMail[];
export function waitForMail(
  read: () => CaughtMail[],
  match: (mail: CaughtMail) => boolean,
  timeoutMs?: number,
): Promise<CaughtMail>;
/** The 6-digit code a mail carries on a line of its own, or null. */
export function codeInMail(mail: CaughtMail): string | null;
