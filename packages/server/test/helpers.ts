/**
 * Test servers on 127.0.0.1 with a port of their own, each on a database of its own: a copy of
 * the migrated template folder (embedded), or a fresh database on the PostgreSQL server of
 * `IZI_TEST_POSTGRES_URL`, dropped afterwards. Their log is captured; their clock can be moved forward.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient, type ApiClient } from '@izi/api';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { dropTestDatabase } from '../../../scripts/drop-database.mjs';
import { inject } from 'vitest';
import { formatLogLine, type LogFields, type LogLevel, type Logger } from '../src/context';
import { openDatabase, type Database, type Db } from '../src/db/database';
import { defaultRules, type Rules } from '../src/rules';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../src/seed';
import { startServer, type RunningServer, type ServerOptions } from '../src/server';

/**
 * The PostgreSQL server of the one extra run (`scripts/test-postgres.mjs` sets it from
 * `DATABASE_URL`); the normal run ignores an ambient `DATABASE_URL` and uses the embedded database.
 */
const DATABASE_URL = process.env['IZI_TEST_POSTGRES_URL'] || undefined;
export const onPostgres = DATABASE_URL !== undefined;

/**
 * Cheaper password hashing for speed; the process tests use the real cost. Test servers sign up
 * all their users from 127.0.0.1, so the caps per address are lifted (security.test.ts and
 * mail.test.ts set them).
 */
const testRules: Partial<Rules> = {
  scryptCost: 2 ** 12,
  signupsPerAddress: { perWindow: 10_000, windowMs: 60 * 60_000 },
  mailRequestsPerAddress: { perWindow: 10_000, windowMs: 60 * 60_000 },
};

export function tempDir(prefix = 'izi-test-') {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** A copy of the migrated template: a data folder as the server leaves it after its first start. */
function freshDataDir(): string {
  const dir = tempDir('izi-data-');
  cpSync(inject('templateDir'), dir, { recursive: true });
  return dir;
}

/** A database of its own on the PostgreSQL server; returns its URL and how to drop it. */
async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!DATABASE_URL) throw new Error('no DATABASE_URL');
  const name = `izi_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      try {
        await dropTestDatabase(client, name);
      } finally {
        await client.end();
      }
    },
  };
}

/** Where a test server keeps its data: a folder, or a PostgreSQL database. */
export interface Store {
  dataDir: string;
  databaseUrl: string | undefined;
  dispose(): Promise<void>;
}

export async function freshStore(): Promise<Store> {
  const dataDir = onPostgres ? tempDir() : freshDataDir();
  const database = onPostgres ? await freshPostgresDatabase() : null;
  return {
    dataDir,
    databaseUrl: database?.url,
    dispose: async () => {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A row as a query returns it. */
export type Row = Record<string, unknown>;

/** A fresh database opened directly, without a server: its rows by query, and its removal. */
export async function openFreshDatabase() {
  const store = await freshStore();
  const database: Database = await openDatabase({
    dataDir: store.dataDir,
    databaseUrl: store.databaseUrl,
  });
  return {
    database,
    rows: async (query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows,
    close: async () => {
      await database.close();
      await store.dispose();
    },
  };
}

export type FreshDatabase = Awaited<ReturnType<typeof openFreshDatabase>>;

export interface Captured extends Logger {
  lines: string[];
}

/** The log's lines as the server would print them (one JSON object each). */
function captureLog(): Captured {
  const lines: string[] = [];
  const push = (level: LogLevel) => (message: string, fields?: LogFields) => {
    const line = formatLogLine(level, message, fields);
    lines.push(line);
    if (process.env['IZI_TEST_LOG']) console.log(line);
  };
  return { lines, info: push('info'), warn: push('warn'), error: push('error') };
}

/** The `msg` of every JSON line of a process's output, one a line (other lines as they are). */
export function messagesOf(output: string): string {
  return output
    .split('\n')
    .map((line) => {
      try {
        return String((JSON.parse(line) as { msg?: unknown }).msg);
      } catch {
        return line;
      }
    })
    .join('\n');
}

/** Each line of a log parsed: every line must be one JSON object. */
export function parseLog(lines: string[]): Record<string, unknown>[] {
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

/**
 * The verification code last printed for `email`: read from the `msg` of the log's JSON lines
 * (`[verification] code for you@example.com: 123456 …`), as an operator reads it. Lines that are
 * not the server's JSON (a child's other output) are passed over.
 */
export function codeFrom(lines: string[], email: string): string {
  const pattern = new RegExp(
    `^\\[verification\\] code for ${email.toLowerCase().replace(/[.+]/g, '\\$&')}: (\\d{6})`,
  );
  const code = lines
    .map((line) => {
      try {
        const msg = (JSON.parse(line) as { msg?: unknown }).msg;
        return typeof msg === 'string' ? pattern.exec(msg)?.[1] : undefined;
      } catch {
        return undefined;
      }
    })
    .filter(Boolean)
    .pop();
  if (!code) throw new Error(`no code printed for ${email}`);
  return code;
}

export interface TestServer {
  url: string;
  log: Captured;
  server: RunningServer;
  store: Store;
  /** Moves the server's clock forward. */
  advance(ms: number): void;
  /** A client of every call (the reviews' too), signed in with `token`. */
  client(token?: string): ApiClient;
  /** A raw request: status and parsed JSON (or text). */
  request(
    method: string,
    path: string,
    init?: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any; headers: Headers }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Signs up, verifies by the printed code, logs in; answers the token. */
  newUser(
    name?: string,
  ): Promise<{ token: string; username: string; email: string; password: string }>;
  close(): Promise<void>;
}

export async function startTestServer(
  options: Partial<ServerOptions> & { store?: Store } = {},
): Promise<TestServer> {
  const store = options.store ?? (await freshStore());
  const log = captureLog();
  let offset = 0;
  const server = await startServer({
    port: 0,
    dataDir: store.dataDir,
    databaseUrl: store.databaseUrl,
    staticDir: null,
    log,
    progress: log.info,
    now: () => new Date(Date.now() + offset),
    ...options,
    rules: { ...defaultRules, ...testRules, ...options.rules },
  });
  const base = `${server.url}/api`;
  let users = 0;
  const test: TestServer = {
    url: server.url,
    log,
    server,
    store,
    advance: (ms) => {
      offset += ms;
    },
    client: (token) => {
      return createApiClient({ baseUrl: base, getToken: () => token });
    },
    request: async (method, path, init = {}) => {
      const headers: Record<string, string> = { ...init.headers };
      if (init.token) headers['Authorization'] = `Bearer ${init.token}`;
      if (init.body !== undefined || init.raw !== undefined)
        headers['Content-Type'] ??= 'application/json';
      const response = await fetch(server.url + path, {
        method,
        headers,
        body: init.raw ?? (init.body === undefined ? null : JSON.stringify(init.body)),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON
      }
      return { status: response.status, body, headers: response.headers };
    },
    newUser: async (name) => {
      const username = name ?? `user${++users}_${randomBytes(3).toString('hex')}`;
      const email = `${username}@example.com`.toLowerCase();
      const password = `pw-${randomBytes(6).toString('hex')}`;
      const anonymous = test.client();
      await anonymous.signup({ username, email, password });
      await anonymous.verifyEmail({ email, code: codeFrom(log.lines, email) });
      const { token } = await anonymous.login({ username, password });
      return { token, username, email, password };
    },
    close: async () => {
      await server.close();
      if (!options.store) await store.dispose();
    },
  };
  return test;
}

/** The SPA fallback's stand-in for app/dist: the server must not depend on the real app. */
export function fakeAppDir(): string {
  const dir = tempDir('izi-app-');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>izi test app</title><div id="root"></div>',
  );
  writeFileSync(join(dir, 'assets', 'app-1234.js'), 'console.log("app");');
  return dir;
}

// ---------------------------------------------------------------------------------------------
// Child processes: the bundled server, as `npm start` runs it.

export interface ChildServer {
  url: string;
  /** The server's own process id (with `unreapedParent`, `process` is its parent). */
  pid: number;
  process: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** The state letter of /proc/<pid>/stat (`Z` for a zombie), or null once the process is gone. */
export function processState(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] ?? null;
  } catch {
    return null;
  }
}

export interface SpawnOptions {
  /**
   * Run the server under a parent that never reaps it (`sh` that has become `sleep`), as a
   * supervisor that restarts at once would: killed, the server stays a zombie (state `Z`) while
   * that parent lives. `exited` then resolves (with null) once it is a zombie or gone.
   */
  unreapedParent?: boolean;
}

export function spawnServer(
  env: Record<string, string | undefined>,
  options: SpawnOptions = {},
): Promise<ChildServer> {
  const fullEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: undefined, ...env };
  const child = options.unreapedParent
    ? spawn(
        '/bin/sh',
        [
          '-c',
          '"$0" "$1" & echo "izi-test-server-pid $!"; exec sleep 3600',
          process.execPath,
          inject('bundle'),
        ],
        { env: fullEnv, stdio: ['ignore', 'pipe', 'pipe'] },
      )
    : spawn(process.execPath, [inject('bundle')], {
        env: fullEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
  let output = '';
  const parentExited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  let serverPid = options.unreapedParent ? 0 : child.pid!;
  const exited = options.unreapedParent
    ? new Promise<number | null>((resolve) => {
        const poll = setInterval(() => {
          if (!serverPid) return;
          const state = processState(serverPid);
          if (state === null || state === 'Z' || state === 'X') {
            clearInterval(poll);
            resolve(null);
          }
        }, 10);
        void parentExited.then(() => {
          clearInterval(poll);
          resolve(null);
        });
      })
    : parentExited;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      if (serverPid && serverPid !== child.pid) process.kill(serverPid, 'SIGKILL');
      child.kill('SIGKILL');
      reject(new Error(`the server did not start in time:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      serverPid ||= Number(/izi-test-server-pid (\d+)/.exec(output)?.[1] ?? 0);
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match && serverPid) {
        clearTimeout(timer);
        resolve({
          url: match[1]!,
          pid: serverPid,
          process: child,
          output: () => output,
          exited,
          stop: async (signal = 'SIGTERM') => {
            if (options.unreapedParent) {
              const state = processState(serverPid);
              if (state !== null && state !== 'Z' && state !== 'X') process.kill(serverPid, signal);
              await exited;
              child.kill('SIGKILL'); // the parent: the zombie goes with it
              await parentExited;
              return null;
            }
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            return exited;
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${output}`));
    });
  });
}

export function childClient(server: ChildServer, token?: string): ApiClient {
  return createApiClient({ baseUrl: `${server.url}/api`, getToken: () => token });
}

/** A client of the child server, signed in as the demo account. */
export async function signInAsDemo(server: ChildServer): Promise<ApiClient> {
  const { token } = await childClient(server).login({
    username: DEMO_USERNAME,
    password: DEMO_PASSWORD,
  });
  return childClient(server, token);
}

/** Runs the bundled server expecting it to refuse to start; answers its exit code and output. */
export function runServerToExit(env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, [inject('bundle')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: undefined, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Resolves once `ready()` is true, checking every 5 ms (a load test's moment to strike). */
export const waitUntil = (ready: () => boolean) =>
  new Promise<void>((resolve) => {
    const check = setInterval(() => {
      if (!ready()) return;
      clearInterval(check);
      resolve();
    }, 5);
  });

/**
 * What breaks the ledger's rules, as rows (none when it holds): a balance that is not the sum of
 * its ledger or is negative; iziDol held by pending withdrawals beyond the balance; a reviewed
 * USDT request without exactly one movement of its own (approved) or with one (pending, rejected);
 * a cancelled order without its refund, or another order with one.
 */
export async function ledgerMismatches(db: Db) {
  const rowsOf = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
  return [
    ...(await rowsOf(sql`
    select coalesce(b.user_id, l.user_id) as user_id, coalesce(b.token_type, l.token_type) as token,
           coalesce(b.amount, 0)::text as balance, coalesce(l.total, 0)::text as ledger
    from balances b
    full join (select user_id, token_type, sum(direction * amount) as total
               from ledger group by user_id, token_type) l
      on l.user_id = b.user_id and l.token_type = b.token_type
    where coalesce(b.amount, 0) <> coalesce(l.total, 0) or b.amount < 0`)),
    ...(await rowsOf(sql`
    select r.user_id, 'held by pending withdrawals' as problem, sum(r.amount)::text as held,
           coalesce(max(b.amount), 0)::text as balance
    from usdt_requests r
    left join balances b on b.user_id = r.user_id and b.token_type = 'IZIDOL'
    where r.type = 'withdrawal' and r.status = 'pending'
    group by r.user_id having sum(r.amount) > coalesce(max(b.amount), 0)`)),
    ...(await rowsOf(sql`
    select r.id as request, r.status::text as state, count(l.id)::int as movements
    from usdt_requests r
    left join ledger l on l.ref = 'usdt:' || r.id and l.user_id = r.user_id and l.amount = r.amount
      and l.token_type = 'IZIDOL'
      and l.direction = case when r.type = 'deposit' then 1 else -1 end
    group by r.id, r.status
    having count(l.id) <> case when r.status = 'approved' then 1 else 0 end
       or count(l.id) <> (select count(*) from ledger where ref = 'usdt:' || r.id)`)),
    ...(await rowsOf(sql`
    select o.id as "order", o.state, count(l.id)::int as refunds
    from orders o
    left join ledger l on l.ref like 'refund:' || o.id || ':%' and l.user_id = o.user_id
    group by o.id, o.state, o.total_dol, o.total_dom
    having count(l.id) <> case when o.state = 'cancelled'
      then (case when o.total_dol > 0 then 1 else 0 end) + (case when o.total_dom > 0 then 1 else 0 end)
      else 0 end`)),
  ];
}
