/**
 * The embedded database's durability: PGlite runs with fsync on, and every commit reaches the disk
 * (PostgreSQL's own settings are its operator's).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { durability } from '../src/db/durable-nodefs';
import { openFreshDatabase, type FreshDatabase } from './helpers';

let fresh: FreshDatabase;
beforeAll(async () => {
  fresh = await openFreshDatabase();
});
afterAll(() => fresh?.close());

describe('the embedded database', () => {
  it('runs with fsync on and syncs the WAL to disk at every commit', async () => {
    const settings = await fresh.rows(
      sql`select name, setting from pg_settings where name in ('fsync', 'synchronous_commit', 'wal_sync_method') order by name`,
    );
    expect(settings.map((row) => `${row['name']}=${row['setting']}`)).toEqual([
      'fsync=on',
      'synchronous_commit=on',
      'wal_sync_method=fsync',
    ]);
    const before = durability.fsyncs;
    for (let i = 0; i < 3; i++)
      await fresh.database.db.execute(
        sql`insert into login_failures (key, failures, window_started_at) values (${`fsync-${i}`}, 1, now())`,
      );
    expect(durability.fsyncs - before).toBeGreaterThanOrEqual(3);
  });
});
