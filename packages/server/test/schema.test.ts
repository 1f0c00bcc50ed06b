/**
 * The database itself: the migrations create exactly the schema drizzle describes, apply once,
 * refuse a changed file, and the ledger's rules hold even against direct SQL.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { applyMigrations, readMigrations, type MigrationSession } from '../src/db/migrate';
import * as schema from '../src/db/schema';
import { migrationsFolder } from '../src/paths';
import { openFreshDatabase, type FreshDatabase, type Row } from './helpers';

let fresh: FreshDatabase | undefined;
let database: Database;
let rowsOf: (query: ReturnType<typeof sql>) => Promise<Row[]>;
beforeAll(async () => {
  fresh = await openFreshDatabase();
  ({ database, rows: rowsOf } = fresh);
  await database.db.execute(
    sql`insert into users (username, email, password_hash, created_at) values ('ledger', 'ledger@example.com', 'x', now())`,
  );
});
afterAll(() => fresh?.close());

describe('the schema', () => {
  it('has exactly the tables and columns of src/db/schema.ts', async () => {
    const tables = Object.values(schema).filter((value) => is(value, PgTable));
    const names = tables.map((table) => getTableConfig(table).name).sort();
    const inDb = (
      await rowsOf(
        sql`select table_name from information_schema.tables where table_schema = current_schema() and table_name <> 'schema_migrations'`,
      )
    )
      .map((row) => row['table_name'])
      .sort();
    expect(inDb).toEqual(names);

    for (const table of tables) {
      const config = getTableConfig(table);
      const columns = await rowsOf(sql`
        select column_name, is_nullable, data_type, udt_name, numeric_precision, numeric_scale
        from information_schema.columns
        where table_schema = current_schema() and table_name = ${config.name}
        order by column_name`);
      const actual = columns.map((c) => {
        const type =
          c['data_type'] === 'USER-DEFINED'
            ? c['udt_name']
            : c['data_type'] === 'numeric'
              ? `numeric(${c['numeric_precision']}, ${c['numeric_scale']})`
              : c['data_type'];
        return `${c['column_name']} ${type}${c['is_nullable'] === 'NO' ? ' not null' : ''}`;
      });
      const expected = config.columns
        .map((c) => `${c.name} ${c.getSQLType()}${c.notNull ? ' not null' : ''}`)
        .sort();
      expect(actual, config.name).toEqual(expected);
    }
  });

  it('has the enums of the contract', async () => {
    const enums = (Object.values(schema) as unknown[]).filter(
      (value): value is { enumName: string; enumValues: string[] } =>
        typeof value === 'function' && 'enumName' in value && 'enumValues' in value,
    );
    expect(enums.length).toBe(7);
    for (const e of enums) {
      const rows = await rowsOf(
        sql`select enumlabel from pg_enum join pg_type t on t.oid = enumtypid where t.typname = ${e.enumName} order by enumsortorder`,
      );
      expect(
        rows.map((row) => row['enumlabel']),
        e.enumName,
      ).toEqual(e.enumValues);
    }
  });

  it('applies each migration once', async () => {
    expect(readMigrations(migrationsFolder).map((m) => m.name)[0]).toBe('0001_init.sql');
    expect(await database.migrate()).toEqual([]);
  });

  it('refuses a migration that changed after it was applied, and reads only NNNN_name.sql', async () => {
    const session: MigrationSession = {
      exec: async () => {},
      query: async <T>(text: string) =>
        (text.startsWith('SELECT name') ? [{ name: '0001_init.sql', checksum: 'old' }] : []) as T[],
    };
    await expect(applyMigrations(session, readMigrations(migrationsFolder))).rejects.toThrow(
      'Migration 0001_init.sql changed after it was applied',
    );
    const folder = mkdtempSync(join(tmpdir(), 'izi-migrations-'));
    writeFileSync(join(folder, '0002_next.sql'), '-- y');
    writeFileSync(join(folder, '0001_init.sql'), '-- x');
    writeFileSync(join(folder, 'notes.txt'), 'not a migration');
    expect(readMigrations(folder).map((m) => m.name)).toEqual(['0001_init.sql', '0002_next.sql']);
    rmSync(folder, { recursive: true });
  });
});

describe('the ledger', () => {
  const userId = async () => {
    const [row] = await rowsOf(sql`select id from users order by id limit 1`);
    return row!['id'] as number;
  };

  it('keeps balances equal to its sum, through a trigger', async () => {
    const id = await userId();
    const before = await rowsOf(
      sql`select amount::text from balances where user_id = ${id} and token_type = 'IZIDOM'`,
    );
    await database.db.execute(
      sql`insert into ledger (user_id, transaction_type, token_type, amount, direction, created_at) values (${id}, 'CREDIT', 'IZIDOM', 12.34, 1, now())`,
    );
    const after = await rowsOf(
      sql`select amount::text from balances where user_id = ${id} and token_type = 'IZIDOM'`,
    );
    const amount = (rows: Row[]) => Number(rows[0]?.['amount'] ?? 0);
    expect(amount(after)).toBeCloseTo(amount(before) + 12.34, 2);
  });

  it('refuses a debit that would make a balance negative', async () => {
    const id = await userId();
    await expect(
      database.db.execute(
        sql`insert into ledger (user_id, transaction_type, token_type, amount, direction, created_at) values (${id}, 'DEBIT', 'IZIDOL', 99999999, -1, now())`,
      ),
    ).rejects.toThrow();
  });

  it('is append-only', async () => {
    // A row of its own: the guard is per row, so an empty ledger would refuse nothing.
    await database.db.execute(
      sql`insert into ledger (user_id, transaction_type, token_type, amount, direction, created_at) values (${await userId()}, 'CREDIT', 'IZIDOM', 1, 1, now())`,
    );
    await expect(database.db.execute(sql`update ledger set amount = 1`)).rejects.toThrow();
    await expect(database.db.execute(sql`delete from ledger`)).rejects.toThrow();
  });

  it('refuses a zero or negative amount and a second row with the same ref', async () => {
    const id = await userId();
    await expect(
      database.db.execute(
        sql`insert into ledger (user_id, transaction_type, token_type, amount, direction, created_at) values (${id}, 'CREDIT', 'IZIDOM', 0, 1, now())`,
      ),
    ).rejects.toThrow();
    const insert = () =>
      database.db.execute(
        sql`insert into ledger (user_id, transaction_type, token_type, amount, direction, ref, created_at) values (${id}, 'MINT', 'IZIDOT', 1, 1, 'test:once', now())`,
      );
    await insert();
    await expect(insert()).rejects.toThrow();
  });
});
