/** Drops a test's PostgreSQL database, trying again while a session it may not end holds it. */
export function dropTestDatabase(
  client: { query(text: string): Promise<unknown> },
  name: string,
): Promise<void>;
