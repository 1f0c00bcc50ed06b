/** What every part of the server is given: the database, the clock, the log, the rules. */
import type { Db } from './db/database';
import type { Rules } from './rules';

/** Values a log line carries beside its message: each one is escaped as JSON, never as it came. */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

/**
 * The log: one JSON object a line (`time`, `level`, `msg`, then the fields). One line per call;
 * never a password, a token or a request body. A value the client chose (a path) goes in a field,
 * so JSON escapes it and no request can write a line of its own.
 */
export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

export type LogLevel = keyof Logger;

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

export const consoleLogger: Logger = {
  info: (message, fields) => console.log(formatLogLine('info', message, fields)),
  warn: (message, fields) => console.warn(formatLogLine('warn', message, fields)),
  error: (message, fields) => console.error(formatLogLine('error', message, fields)),
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
