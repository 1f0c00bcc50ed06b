/**
 * Applies `migrations/*.sql` in name order, each file once, under a transaction-scoped advisory
 * lock so that servers starting together on one PostgreSQL apply them once. A file that changed
 * after it was applied stops the server: migrations are append-only.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the migrator needs from a connection inside a transaction. */
export interface MigrationSession {
  /** Runs a script of several statements. */
  exec(script: string): Promise<void>;
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

const MIGRATION_LOCK = 7_311_001; // any constant shared by every izi server

export function readMigrations(folder: string): MigrationFile[] {
  return readdirSync(folder)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => {
      const sql = readFileSync(join(folder, name), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

/** Inside one transaction: takes the lock, applies what is missing; returns the names applied. */
export async function applyMigrations(
  session: MigrationSession,
  migrations: MigrationFile[],
): Promise<string[]> {
  await session.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
  await session.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const rows = await session.query<{ name: string; checksum: string }>(
    'SELECT name, checksum FROM schema_migrations',
  );
  const applied = new Map(rows.map((row) => [row.name, row.checksum]));
  const done: string[] = [];
  for (const migration of migrations) {
    const checksum = applied.get(migration.name);
    if (checksum !== undefined) {
      if (checksum !== migration.checksum)
        throw new Error(
          `Migration ${migration.name} changed after it was applied; add a new migration instead.`,
        );
      continue;
    }
    await session.exec(migration.sql);
    await session.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
      migration.name,
      migration.checksum,
    ]);
    done.push(migration.name);
  }
  return done;
}
