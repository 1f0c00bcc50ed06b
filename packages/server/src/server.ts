/**
 * Starting and stopping the server: lock and open the database, apply the migrations, seed an
 * empty database, listen on 127.0.0.1. `startServer` is what `main.ts`, the tests and the
 * benchmark call.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { consoleLogger, type AiConfig, type Logger, type ServerContext } from './context';
import { openDatabase, type Database } from './db/database';
import { errorForLog } from './errors';
import { createApp } from './http/app';
import { logMailer, smtpMailer, type MailConfig } from './mail/mailer';
import { appDistFolder } from './paths';
import { defaultRules, type Rules } from './rules';
import { DEMO_USERNAME, seed } from './seed';
import { pruneExpired } from './services/auth';

export interface ServerOptions {
  /** 127.0.0.1 unless set. */
  host?: string;
  /** 8080 unless set; 0 picks a free port. */
  port?: number;
  /** The embedded database's folder (and its lock); `./data` unless set. */
  dataDir?: string;
  /** PostgreSQL instead of the embedded database. */
  databaseUrl?: string | undefined;
  /** The app's build to serve; `app/dist` unless set, null for none. */
  staticDir?: string | null;
  log?: Logger;
  /** Progress of the longer start steps; the log's `info` unless set. */
  progress?: (line: string) => void;
  now?: () => Date;
  rules?: Partial<Rules>;
  ai?: AiConfig | null;
  /** SMTP for the server's mails; none (the default) prints them to the log. */
  mail?: MailConfig | null;
  sleep?: (ms: number) => Promise<void>;
  /** Seed the catalogs and the demo account into an empty database (default true). */
  seed?: boolean;
  poolSize?: number;
  /** How long a client may take to send a request's headers (10 s unless set). */
  headersTimeoutMs?: number;
  /** How long a client may take to send a whole request, headers and body (30 s unless set). */
  requestTimeoutMs?: number;
}

const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

export interface RunningServer {
  url: string;
  port: number;
  database: Database;
  context: ServerContext;
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const log = options.log ?? consoleLogger;
  const started = performance.now();
  const progress =
    options.progress ??
    ((line: string) =>
      log.info(`[start ${((performance.now() - started) / 1000).toFixed(1)}s] ${line}`));
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir ?? 'data',
    progress,
    ...(options.poolSize ? { poolSize: options.poolSize } : {}),
  });
  try {
    if (database.migrated.length) progress(`Applied migrations: ${database.migrated.join(', ')}`);
    const context: ServerContext = {
      db: database.db,
      now: options.now ?? (() => new Date()),
      log,
      rules: { ...defaultRules, ...options.rules },
      ai: options.ai ?? null,
      mail: options.mail ? smtpMailer(options.mail, log) : logMailer(log),
      sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    };
    if (options.seed !== false) {
      const seeded = await seed(context);
      if (seeded.catalog) progress('Seeded the marketplace and shop catalogs.');
      if (seeded.demo)
        progress(
          `Seeded the demo account "${DEMO_USERNAME}" (its password is in packages/server/README.md).`,
        );
    }
    const staticDir = options.staticDir === undefined ? appDistFolder : options.staticDir;
    const app = createApp(context, { staticDir });
    const host = options.host ?? '127.0.0.1';
    const handlers = inFlight(app.fetch);
    const server = await listen(handlers.fetch, host, options.port ?? 8080, {
      headersTimeoutMs: options.headersTimeoutMs ?? DEFAULT_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    });
    const { port } = server.address() as AddressInfo;
    const maintenance = setInterval(() => {
      pruneExpired(context).catch((error: unknown) =>
        log.warn(`pruning expired sessions failed: ${errorForLog(error)}`),
      );
    }, 10 * 60_000);
    maintenance.unref();
    let closing: Promise<void> | null = null;
    return {
      url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
      port,
      database,
      context,
      close: () => {
        clearInterval(maintenance);
        return (closing ??= stop(server, database, handlers.settled).finally(() =>
          context.mail.close(),
        ));
      },
    };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

/**
 * Listens. A client that sends its headers or its body slowly cannot hold a connection: Node
 * answers 408 and closes it once `headersTimeout` or `requestTimeout` has passed (checked every
 * second, not every 30 s as by default).
 */
function listen(
  fetch: Fetch,
  hostname: string,
  port: number,
  timeouts: { headersTimeoutMs: number; requestTimeoutMs: number },
) {
  const headersTimeout = timeouts.headersTimeoutMs;
  // Node refuses a header timeout longer than the request's.
  const requestTimeout = Math.max(timeouts.requestTimeoutMs, headersTimeout);
  return new Promise<Server>((resolve, reject) => {
    const server = serve({
      fetch,
      hostname,
      port,
      serverOptions: {
        headersTimeout,
        requestTimeout,
        connectionsCheckingInterval: Math.min(1000, headersTimeout),
      },
    }) as Server;
    server.once('listening', () => resolve(server));
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} on ${hostname} is in use: stop what uses it, or set PORT.`)
          : error,
      ),
    );
  });
}

type Fetch = Parameters<typeof serve>[0]['fetch'];

/**
 * The app's handler, counting the requests it is still handling: a client that hangs up closes
 * its connection while its handler may still be on its way to the database, so the connections
 * alone do not tell when the database may close.
 */
function inFlight(fetch: Fetch) {
  let running = 0;
  let onIdle: (() => void) | null = null;
  const handle: Fetch = async (...args) => {
    running += 1;
    try {
      return await fetch(...args);
    } finally {
      running -= 1;
      if (running === 0) onIdle?.();
    }
  };
  const settled = () =>
    running === 0 ? Promise.resolve() : new Promise<void>((resolve) => (onIdle = resolve));
  return { fetch: handle, settled };
}

/**
 * Stops taking connections, lets answers in flight finish (5 s at most, the handlers of clients
 * that hung up included), closes the database.
 */
async function stop(server: Server, database: Database, settled: () => Promise<void>) {
  const deadline = Date.now() + 5000;
  await new Promise<void>((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), 5000);
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    settled(),
    new Promise<void>(
      (resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()))),
    ),
  ]);
  clearTimeout(timer);
  await database.close();
}
