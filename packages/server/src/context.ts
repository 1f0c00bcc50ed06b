/** What every part of the server is given: the database, the clock, the log, the rules. */
import type { Db } from './db/database';
import type { Mailer } from './mail/mailer';
import type { LogFields, Logger, LogLevel } from './log';
import type { Rules } from './rules';

export type { LogFields, Logger, LogLevel } from './log';

/**
 * One log line. JSON.stringify escapes quotes, backslashes and every control character below
 * U+0020 (\n, \r, NUL, ESC…); the characters it leaves that a terminal or an editor may take as
 * a line break or a reordering (DEL and C1 controls, U+2028/U+2029, the bidirectional overrides)
 * are escaped too, so every line is plain and ends where it seems to.
 */
export function formatLogLine(
  level: LogLevel,
  message: string,
  fields: LogFields = {},
  time = new Date(),
): string {
  const line: Record<string, unknown> = { time: time.toISOString(), level, msg: message };
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined && !(key in line)) line[key] = value;
  return JSON.stringify(line).replace(
    /[\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Request lines waiting for the end of this turn of the event loop. */
let heldRequests: string[] = [];
let flushScheduled = false;

/** Writes the request lines held so far, in their order, in one write. */
function flushRequests() {
  flushScheduled = false;
  if (!heldRequests.length) return;
  const text = `${heldRequests.join('\n')}\n`;
  heldRequests = [];
  process.stdout.write(text);
}
// What still waits is written as the process ends (process.exit included; a pipe's, a file's and
// a terminal's writes are synchronous then).
process.once('exit', flushRequests);

/**
 * The log on stdout (info) and stderr (warnings, errors). The request log, one line an API call,
 * is held and written once a turn of the event loop (`setImmediate`), one write for all the calls
 * of that turn instead of one synchronous write each. Every other line (a verification
 * code, a start or stop line, a warning, an error) writes what is held first, then itself, at
 * once: it is out before the call that made it answers, and the log keeps its order.
 */
export const consoleLogger: Logger = {
  info: (message, fields) => {
    flushRequests();
    console.log(formatLogLine('info', message, fields));
  },
  warn: (message, fields) => {
    flushRequests();
    console.warn(formatLogLine('warn', message, fields));
  },
  error: (message, fields) => {
    flushRequests();
    console.error(formatLogLine('error', message, fields));
  },
  request: (message, fields) => {
    heldRequests.push(formatLogLine('info', message, fields));
    if (flushScheduled) return;
    flushScheduled = true;
    setImmediate(flushRequests);
  },
};

/** An OpenAI-compatible chat completions endpoint for the advisor. */
export interface AiConfig {
  /** The API's base URL (`https://api.openai.com/v1`) or its full chat completions URL. */
  url: string;
  key: string;
  model: string;
}

export interface ServerContext {
  db: Db;
  now: () => Date;
  log: Logger;
  rules: Rules;
  ai: AiConfig | null;
  /** Where mails go: SMTP, or the log. */
  mail: Mailer;
  /** Waits (login throttling); a test may make it instant. */
  sleep: (ms: number) => Promise<void>;
}

/** A refusal: the HTTP status and the message the client shows. */
export interface Refusal {
  ok: false;
  status: 400 | 401 | 403 | 404 | 409 | 410 | 429;
  message: string;
}
export type Result<T> = { ok: true; value: T } | Refusal;

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const refuse = (status: Refusal['status'], message: string): Refusal => ({
  ok: false,
  status,
  message,
});

export const round2 = (n: number) => Math.round(n * 100) / 100;
