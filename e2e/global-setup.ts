/**
 * Starts the servers the suite drives, the way a person runs the product (`npm start`'s script:
 * app/dist built when missing or stale, the bundled server), on 127.0.0.1 and a free port
 * (PORT=0; the address is read from the log line "listening on http://…"): one on the embedded
 * database in a fresh data folder, and one more on a fresh PostgreSQL database when asked for
 * (`kindsToRun`: created with DATABASE_URL's role's CREATEDB, dropped afterwards). Returns the
 * teardown that stops them (SIGTERM, as Ctrl-C) and removes their data.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { dropTestDatabase } from '../scripts/drop-database.mjs';
import { startMailCatcher } from '../scripts/mail-catcher.mjs';
import { mailedCode, publishMailDir } from './support/mail';
import { prismLog, startPrism, type RunningPrism } from './support/prism';
import { kindsToRun, publishServer, type DatabaseKind, type ServerInfo } from './support/servers';

const root = fileURLToPath(new URL('..', import.meta.url));
const serve = fileURLToPath(new URL('./support/serve.mjs', import.meta.url));
const start = join(root, 'packages/server/scripts/start.mjs');
/** The server's bundle (built by `npm start`'s build step), run as `npm run operator` runs it. */
const serverMain = join(root, 'packages/server/dist/main.mjs');
const logs = join(root, 'test-results/e2e-servers');
/** The first start may build the app and create the database. */
const startTimeoutMs = 240_000;

/** Signs up an account and leaves it unverified (the a11y test reaches verify through it). */
async function unverifiedAccount(url: string, kind: DatabaseKind) {
  const username = `unverified${kind}${randomBytes(4).toString('hex')}`;
  const password = 'e2e-password-1';
  const response = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@example.com`, password }),
  });
  if (!response.ok)
    throw new Error(`signup at start: HTTP ${response.status} ${await response.text()}`);
  return { username, password };
}

/** Signs up and verifies an account through the API (its code from the mail it was sent). */
async function verifiedAccount(url: string, prefix: string) {
  const username = `${prefix}${randomBytes(4).toString('hex')}`;
  const email = `${username}@example.com`;
  const password = 'e2e-password-1';
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${url}/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${path} at start: HTTP ${response.status} ${await response.text()}`);
  };
  await post('/auth/signup', { username, email, password });
  await post('/auth/verify-email', { email, code: await mailedCode(email) });
  return { username, password };
}

/**
 * Grants the operator role with the server's own command (`npm run operator -- grant`), on the
 * server's database (its `DATA_DIR` or `DATABASE_URL`).
 */
function grantOperator(env: NodeJS.ProcessEnv, username: string) {
  const grant = spawnSync(process.execPath, [serverMain, 'operator', 'grant', username], {
    cwd: root,
    encoding: 'utf8',
    env,
  });
  if (grant.status !== 0)
    throw new Error(`operator grant ${username} failed:\n${grant.stdout}${grant.stderr}`);
}

interface Running extends ServerInfo {
  child: ChildProcess;
  cleanUp: () => Promise<void>;
}

/** A database of its own on DATABASE_URL's server, and how to drop it. */
async function freshPostgresDatabase(adminUrl: string) {
  const name = `izi_e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await dropTestDatabase(client, name);
      } finally {
        await client.end();
      }
    },
  };
}

function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  if (!(await exited(child, 15_000))) {
    child.kill('SIGKILL');
    await exited(child, 5_000);
  }
}

/**
 * `npm start`'s build step (app/dist when missing or stale, the server bundle), then a copy of
 * app/dist for this run: a later build of the working tree (another terminal's `npm start` or
 * `npm run build`) empties and rewrites app/dist, and must not pull the app from under the suite.
 */
function buildAndCopyApp(into: string): string {
  const build = spawnSync(process.execPath, [start], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, IZI_BUILD_ONLY: '1' },
  });
  const said = `${build.stdout}${build.stderr}`.trim();
  if (build.status !== 0)
    throw new Error(`the app did not build (npm start's build step):\n${said}`);
  console.log(`e2e: ${said.split('\n')[0]}`);
  const app = join(into, 'app');
  for (let attempt = 1; ; attempt++) {
    rmSync(app, { recursive: true, force: true });
    try {
      cpSync(join(root, 'app/dist'), app, { recursive: true });
      const html = readFileSync(join(app, 'index.html'), 'utf8');
      const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
      if (assets.length > 0 && assets.every((asset) => existsSync(join(app, asset)))) return app;
    } catch {
      // app/dist was being rewritten meanwhile: copy it again.
    }
    if (attempt === 20) throw new Error('app/dist kept changing while it was copied');
    spawnSync('sleep', ['0.5']);
  }
}

async function startServer(
  kind: DatabaseKind,
  adminUrl: string | undefined,
  staticDir: string,
  smtpUrl: string,
): Promise<Running> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: '0',
    STATIC_DIR: staticDir,
    // The mails go to the suite's own SMTP server, as a deployment's go to a real one.
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'izi <no-reply@izi.test>',
    // The suite signs up more accounts from 127.0.0.1 than the default 10 an hour allows (one
    // per flow that needs a fresh person, and the operator); the cap itself is the server's tests'.
    SIGNUPS_PER_ADDRESS_PER_HOUR: '100',
  };
  // The advisor answers by its rules: no model is asked.
  delete env['AI_API_URL'];
  delete env['AI_API_KEY'];
  delete env['DATABASE_URL'];
  let cleanUp: () => Promise<void>;
  if (kind === 'postgres') {
    const database = await freshPostgresDatabase(adminUrl!);
    env['DATABASE_URL'] = database.url;
    cleanUp = database.drop;
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'izi-e2e-data-'));
    env['DATA_DIR'] = dataDir;
    cleanUp = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  const log = join(logs, `${kind}.log`);
  let child = await launch(kind, env, log, 'w').catch(async (error: unknown) => {
    await cleanUp();
    throw error;
  });
  try {
    const unverified = await unverifiedAccount(child.url, kind);
    const operator = await verifiedAccount(child.url, `operator${kind}`);
    if (kind === 'embedded') {
      // One process at a time may open the embedded database: the command asks for the server
      // to be stopped, so it is, and started again on the same folder (its log goes on).
      await stop(child.process);
      grantOperator(env, operator.username);
      child = await launch(kind, env, log, 'a');
    } else grantOperator(env, operator.username);
    return { kind, url: child.url, log, child: child.process, cleanUp, unverified, operator };
  } catch (error) {
    await stop(child.process);
    await cleanUp();
    throw error;
  }
}

/**
 * Starts the server with `env`, its output written to `log` (`'a'` appends, after an earlier
 * run's), and waits for its "listening on" line.
 */
async function launch(kind: DatabaseKind, env: NodeJS.ProcessEnv, log: string, flags: 'w' | 'a') {
  const fd = openSync(log, flags);
  const before = flags === 'a' ? readFileSync(log, 'utf8').length : 0;
  const child = spawn(process.execPath, [serve], { cwd: root, env, stdio: ['pipe', fd, fd] });
  closeSync(fd);
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    const text = readFileSync(log, 'utf8').slice(before);
    const address = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(text);
    if (address) return { url: address[1]!, process: child };
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop(child);
      throw new Error(`the ${kind} server did not start; its log (${log}):\n${text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export default async function globalSetup() {
  mkdirSync(logs, { recursive: true });
  const run = mkdtempSync(join(tmpdir(), 'izi-e2e-'));
  const staticDir = buildAndCopyApp(run);
  const mailDir = join(run, 'mail');
  const mail = await startMailCatcher({ folder: mailDir });
  publishMailDir(mailDir);
  const adminUrl = process.env['DATABASE_URL'];
  const kinds = kindsToRun();
  const started = await Promise.allSettled(
    kinds.map((kind) => startServer(kind, adminUrl, staticDir, mail.url)),
  );
  const running = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  let prism: RunningPrism | undefined;
  const teardown = async () => {
    if (prism) await stop(prism.process);
    await Promise.all(
      running.map(async (server) => {
        await stop(server.child);
        await server.cleanUp();
      }),
    );
    await mail.close();
    rmSync(run, { recursive: true, force: true });
  };
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await teardown();
    throw failure.reason;
  }
  const embedded = running.find((server) => server.kind === 'embedded');
  rmSync(prismLog, { force: true });
  try {
    if (embedded) prism = await startPrism(embedded.url);
  } catch (error) {
    await teardown();
    throw error;
  }
  for (const server of running) {
    publishServer({ ...server, ...(server === embedded && prism && { prism: prism.url }) });
    console.log(`e2e: the ${server.kind} server is at ${server.url} (log: ${server.log})`);
  }
  return teardown;
}
