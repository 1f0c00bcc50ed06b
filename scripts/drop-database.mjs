// Drops a test's PostgreSQL database (the e2e run's, or one server test file's), used by
// e2e/global-setup.ts and packages/server/test/helpers.ts.
//
// FORCE ends the other sessions on it, but not one the test role may not signal: an autovacuum
// worker that has just started on the database (42501, seen at teardown in the e2e run and in
// the server tests). It ends by itself; the drop is tried again every 0.5 s for up to 10 s.

const NOT_OURS_TO_END = '42501';

/**
 * @param {{ query(text: string): Promise<unknown> }} client a connected client on another database
 * @param {string} name the database (a name the caller made: it is not quoted)
 */
export async function dropTestDatabase(client, name) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      return;
    } catch (error) {
      if (error?.code !== NOT_OURS_TO_END || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
