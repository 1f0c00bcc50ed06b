/**
 * Opens the database: embedded PGlite in a data folder (locked, durable) when there is no
 * `DATABASE_URL`, PostgreSQL through node-postgres when there is one; then applies the migrations.
 * Both give the same drizzle database over the same schema.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { durablePgliteOptions } from './durable-nodefs';
import { lockDataFolder, type DataFolderLock } from './lock';
import { applyMigrations, readMigrations, type MigrationSession } from './migrate';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database or a transaction: what a query runs on. */
export type Executor = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** For the log: the folder, or the server without its password. */
  where: string;
  /** Migration files applied by this start (empty when the schema was current). */
  migrated: string[];
  /** Applies what is missing from `migrations/` (done at open); answers the files applied. */
  migrate(): Promise<string[]>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL connection string; PGlite in `dataDir` when absent. */
  databaseUrl?: string | undefined;
  /** The data folder for PGlite and its lock. */
  dataDir: string;
  /** Progress of the longer steps (creating the embedded database, migrating). */
  progress?: (line: string) => void;
  /** node-postgres pool size. */
  poolSize?: number;
}

/** `postgres://user:***@host:port/db`: a connection string fit for the log. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(unparsable DATABASE_URL)';
  }
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const progress = options.progress ?? (() => {});
  const migrations = readMigrations(migrationsFolder);
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10, migrations, progress)
    : openPglite(options.dataDir, migrations, progress);
}

async function openPglite(
  dataDir: string,
  migrations: ReturnType<typeof readMigrations>,
  progress: (line: string) => void,
): Promise<Database> {
  const lock: DataFolderLock = lockDataFolder(dataDir);
  try {
    if (lock.replacedStale)
      progress(
        `Replaced a stale lock of process ${lock.replacedStale.pid}, which is no longer running.`,
      );
    const folder = join(dataDir, 'pglite');
    const fresh = !existsSync(join(folder, 'PG_VERSION'));
    if (fresh) progress(`Creating the embedded database in ${folder} (first start only)…`);
    const started = Date.now();
    const ticker = fresh
      ? setInterval(
          () =>
            progress(
              `…still creating the database (${Math.round((Date.now() - started) / 1000)} s)`,
            ),
          3000,
        )
      : null;
    const client = await PGlite.create(durablePgliteOptions(folder)).finally(() => {
      if (ticker) clearInterval(ticker);
    });
    const migrate = () =>
      client.transaction(async (tx) => {
        const session: MigrationSession = {
          exec: async (script) => {
            await tx.exec(script);
          },
          query: async <T>(text: string, params?: unknown[]) =>
            (await tx.query<T>(text, params)).rows,
        };
        return applyMigrations(session, migrations);
      });
    try {
      const migrated = await migrate();
      return {
        kind: 'pglite',
        db: drizzlePglite({ client, schema }) as unknown as Db,
        where: `embedded PGlite in ${folder}`,
        migrated,
        migrate,
        close: async () => {
          try {
            await client.close();
          } finally {
            lock.release();
          }
        },
      };
    } catch (error) {
      await client.close().catch(() => {});
      throw error;
    }
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function openPostgres(
  url: string,
  poolSize: number,
  migrations: ReturnType<typeof readMigrations>,
  progress: (line: string) => void,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', (error) => progress(`PostgreSQL connection error: ${error.message}`));
  const migrate = async () => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const session: MigrationSession = {
        exec: async (script) => {
          await client.query(script);
        },
        query: async <T>(text: string, params?: unknown[]) =>
          (await client.query(text, params)).rows as T[],
      };
      const applied = await applyMigrations(session, migrations);
      await client.query('COMMIT');
      return applied;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };
  try {
    const migrated = await migrate();
    return {
      kind: 'postgres',
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      where: `PostgreSQL at ${redactUrl(url)}`,
      migrated,
      migrate,
      close: () => pool.end(),
    };
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
}
