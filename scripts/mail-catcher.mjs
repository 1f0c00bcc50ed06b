// An SMTP server in the test's own process (smtp-server, from nodemailer's authors) that keeps
// every mail it receives, parsed: the server tests and the e2e suite point SMTP_URL at it and read
// the codes from the mails, as a person would. Used by packages/server/test and e2e.
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const addressesOf = (field) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.map((entry) => (entry.address ?? '').toLowerCase()),
  );

/**
 * @param {{ folder?: string }} [options] `folder`: each mail is also written there as a JSON file,
 *   for other processes (the e2e suite's workers) to read.
 */
export async function startMailCatcher(options = {}) {
  const mails = [];
  const state = { refuse: false };
  if (options.folder) mkdirSync(options.folder, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onRcptTo: (_address, _session, callback) =>
      callback(
        state.refuse
          ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })
          : null,
      ),
    onData: (stream, _session, callback) => {
      simpleParser(stream).then(
        (parsed) => {
          const mail = {
            to: addressesOf(parsed.to),
            from: addressesOf(parsed.from)[0] ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: Date.now(),
          };
          mails.push(mail);
          if (options.folder) {
            // Written under another name, then renamed: a reader in another process never sees
            // a half-written file, as rename is atomic.
            const name = join(options.folder, `${mail.receivedAt}-${mails.length}.json`);
            writeFileSync(`${name}.part`, JSON.stringify(mail));
            renameSync(`${name}.part`, name);
          }
          callback();
        },
        (error) => callback(error),
      );
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** While true, every recipient is refused (550), as a mail server that refuses does. */
    set refuse(value) {
      state.refuse = value;
    },
    get refuse() {
      return state.refuse;
    },
    /** The first mail that `match` accepts, waiting for it (`timeoutMs`, 10 s unless set). */
    waitFor: (match, timeoutMs = 10_000) => waitForMail(() => mails, match, timeoutMs),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The mails a catcher wrote to `folder`, oldest first. */
export function mailsIn(folder) {
  let names = [];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names
    .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')))
    .sort((a, b) => a.receivedAt - b.receivedAt);
}

export async function waitForMail(read, match, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = read().find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no such mail within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The 6-digit code a mail carries on a line of its own, or null. */
export function codeInMail(mail) {
  return /^(\d{6})$/m.exec(mail.text)?.[1] ?? null;
}
