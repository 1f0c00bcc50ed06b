/**
 * The mails the servers under test sent: the global setup runs an SMTP server in the runner's
 * process (scripts/mail-catcher.mjs), points both servers' SMTP_URL at it, and it writes each
 * mail it receives to a folder (`IZI_E2E_MAIL_DIR`), where the workers read them.
 */
import { codeInMail, mailsIn, waitForMail, type CaughtMail } from '../../scripts/mail-catcher.mjs';

export type { CaughtMail };

const MAIL_DIR = 'IZI_E2E_MAIL_DIR';

export const publishMailDir = (folder: string) => {
  process.env[MAIL_DIR] = folder;
};

function mailDir(): string {
  const folder = process.env[MAIL_DIR];
  if (!folder) throw new Error('no mail folder: the global setup did not start the mail server');
  return folder;
}

/** The mails sent to `email` so far, oldest first. */
export const mailsTo = (email: string): CaughtMail[] =>
  mailsIn(mailDir()).filter((mail) => mail.to.includes(email.toLowerCase()));

/** The `count`-th mail to `email` (1 for the first), waiting for it (15 s at most). */
export async function mailNumber(email: string, count: number): Promise<CaughtMail> {
  await waitForMail(
    () => (mailsTo(email).length >= count ? mailsTo(email) : []),
    () => true,
    15_000,
  );
  return mailsTo(email)[count - 1]!;
}

/** The code of the `count`-th mail to `email` (1 for the first), waiting for it. */
export async function mailedCode(email: string, count = 1): Promise<string> {
  const mail = await mailNumber(email, count);
  const code = codeInMail(mail);
  if (!code) throw new Error(`no code in the mail "${mail.subject}" to ${email}`);
  return code;
}
