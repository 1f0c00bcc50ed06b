/** What the server's log takes: a module of its own, so the mailer and the context can both use it. */
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
  /**
   * The line of one API call (an info line). A logger may hold it briefly (the console's writes
   * the calls of one turn of the event loop together); without this method it is `info`. Only
   * the request log goes here: every other line is written before the call that made it answers.
   */
  request?(message: string, fields?: LogFields): void;
}

export type LogLevel = 'info' | 'warn' | 'error';
