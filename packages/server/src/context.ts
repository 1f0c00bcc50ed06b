/** What every part of the server is given: the database, the clock, the log, the rules. */
import type { Db } from './db/database';
import type { Rules } from './rules';

/** One line per call; never a password, a token or a request body. */
export interface Logger {
  info(line: string): void;
  warn(line: string): void;
  error(line: string): void;
}

export const consoleLogger: Logger = {
  info: (line) => console.log(`${new Date().toISOString()} ${line}`),
  warn: (line) => console.warn(`${new Date().toISOString()} ${line}`),
  error: (line) => console.error(`${new Date().toISOString()} ${line}`),
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
  status: 400 | 401 | 403 | 404 | 409 | 429;
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
