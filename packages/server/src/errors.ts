/**
 * Errors for the log, without the values of a failed query. drizzle's query error carries the
 * query's parameters in its message (`params: …`), and PostgreSQL's own messages may quote one
 * (`invalid input syntax for type uuid: "…"`); a parameter can be a password hash, a token's hash
 * or an email. So the log gets each error of the chain (the error, its cause, …) as its name, its
 * SQLSTATE code, its message (a failed query's text, with `$1` placeholders, for drizzle's) and,
 * if asked, its stack frames, with every text parameter of the query replaced by `[redacted]`.
 * Never a `detail` (`Key (email)=(…) already exists`) or any other field.
 */

const REDACTED = '[redacted]';

interface QueryError extends Error {
  query: string;
  params: unknown[];
  code?: unknown;
}

const isQueryError = (error: Error): error is QueryError =>
  typeof (error as Partial<QueryError>).query === 'string' &&
  Array.isArray((error as Partial<QueryError>).params);

function chainOf(error: unknown): Error[] {
  const chain: Error[] = [];
  for (let next = error; next instanceof Error && chain.length < 5; next = next.cause)
    if (!chain.includes(next)) chain.push(next);
  return chain;
}

export function errorForLog(error: unknown, options: { stack?: boolean } = {}): string {
  const chain = chainOf(error);
  if (!chain.length) return `a thrown ${typeof error}`; // its value could be anything: not logged
  const secrets = new Set<string>();
  for (const link of chain)
    if (isQueryError(link))
      for (const param of link.params)
        if (typeof param === 'string' && param.length >= 4) secrets.add(param);
  const redact = (text: string) => {
    let result = text;
    // Longest first, so that no part of a longer value survives a shorter one's replacement.
    for (const secret of [...secrets].sort((a, b) => b.length - a.length))
      result = result.split(secret).join(REDACTED);
    return result;
  };
  return chain
    .map((link, index) => {
      const code = (link as { code?: unknown }).code;
      // drizzle's own message ends in the parameters: its query's text instead.
      const message =
        isQueryError(link) && link.message.startsWith('Failed query:')
          ? `Failed query: ${link.query}`
          : link.message;
      // (pg's and PGlite's errors are named after the message type, `error`.)
      const named = !['Error', 'error'].includes(link.name);
      const name = [named ? link.name : '', typeof code === 'string' ? code : '']
        .filter(Boolean)
        .join(' ');
      const head = `${index ? 'cause: ' : ''}${name ? `${name}: ` : ''}${message}`;
      const frames = options.stack
        ? (link.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))
        : [];
      return redact([head, ...frames].join('\n'));
    })
    .join('\n');
}
