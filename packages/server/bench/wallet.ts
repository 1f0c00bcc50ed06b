/**
 * `npm run bench:server`: GET /api/wallet with a valid token, over HTTP on loopback (autocannon,
 * against the bundled server in its own process), beside the same queries (the session lookup
 * and the balances) run directly against the same database in a loop, in the same run.
 *
 * The embedded database cannot be opened by two processes, so the two halves run one after the
 * other on one data folder (a fresh one, or DATABASE_URL's database). Each half first runs
 * untimed for BENCH_WARMUP seconds (default 2), so both are measured in their steady state, not
 * while V8 is still compiling the code each runs (the server's HTTP path, the queries' path).
 * Settings: BENCH_DURATION (seconds, default 10), BENCH_CONNECTIONS (default 10); BENCH_JSON, a
 * file to write the figures to as JSON (`npm run bench` reads it).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { consoleLogger, type ServerContext } from '../src/context';
import { openDatabase, redactUrl } from '../src/db/database';
import { defaultRules } from '../src/rules';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../src/seed';
import { authenticate } from '../src/services/accounts';
import { getWallet } from '../src/services/economy';

const duration = Number(process.env['BENCH_DURATION'] ?? 10);
const warmup = Number(process.env['BENCH_WARMUP'] ?? 2);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const databaseUrl = process.env['DATABASE_URL'] || undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'izi-bench-'));
const serverEntry = fileURLToPath(new URL('./main.mjs', import.meta.url));

function startServerProcess(): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (!match) return;
      // From here on the request log is only drained, not kept.
      child.stdout.off('data', onData);
      child.stdout.resume();
      resolve({
        url: match[1]!,
        stop: () => {
          child.kill('SIGTERM');
          return exited;
        },
      });
    };
    child.stdout.on('data', onData);
    void exited.then(() => reject(new Error(`the server exited before listening:\n${output}`)));
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  console.log(
    `Benchmark: GET /api/wallet, ${connections} connections, ${duration} s each, on ` +
      (databaseUrl ? redactUrl(databaseUrl) : `a fresh embedded database in ${dataDir}`),
  );

  // 1. Over HTTP.
  const server = await startServerProcess();
  let token: string;
  let http: autocannon.Result;
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: DEMO_USERNAME, password: DEMO_PASSWORD }),
    });
    token = ((await login.json()) as { token: string }).token;
    const check = await fetch(`${server.url}/api/wallet`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!check.ok) throw new Error(`GET /api/wallet answered ${check.status}`);
    console.log(`wallet: ${await check.text()}`);
    const load = (seconds: number) =>
      autocannon({
        url: `${server.url}/api/wallet`,
        headers: { Authorization: `Bearer ${token}` },
        connections,
        duration: seconds,
      });
    if (warmup > 0) await load(warmup);
    http = await load(duration);
  } finally {
    await server.stop();
  }

  // 2. The same queries, straight to the database, `connections` at a time.
  const database = await openDatabase({ dataDir, databaseUrl });
  const ctx: ServerContext = {
    db: database.db,
    now: () => new Date(),
    log: consoleLogger,
    rules: defaultRules,
    ai: null,
    sleep: async () => {},
  };
  /** `connections` loops of the queries for `seconds`; each one's latency goes to `latencies`. */
  const loops = (seconds: number, latencies: number[]) => {
    const deadline = performance.now() + seconds * 1000;
    return Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < deadline) {
          const t0 = performance.now();
          const session = await authenticate(ctx, token);
          if (!session.ok) throw new Error(session.message);
          await getWallet(ctx, session.value.userId);
          latencies.push(performance.now() - t0);
        }
      }),
    );
  };
  const latencies: number[] = [];
  let elapsed: number;
  try {
    if (warmup > 0) await loops(warmup, []);
    const started = performance.now();
    await loops(duration, latencies);
    elapsed = (performance.now() - started) / 1000;
  } finally {
    await database.close();
  }
  latencies.sort((a, b) => a - b);

  const rows = [
    {
      what: 'HTTP GET /api/wallet (autocannon)',
      'req/s': Math.round(http.requests.average),
      'p50 ms': http.latency.p50,
      'p99 ms': http.latency.p99,
      requests: http.requests.total,
      'non-2xx': http.non2xx + http.errors,
    },
    {
      what: 'direct: session + balances queries',
      'req/s': Math.round(latencies.length / elapsed),
      'p50 ms': Number(percentile(latencies, 50).toFixed(2)),
      'p99 ms': Number(percentile(latencies, 99).toFixed(2)),
      requests: latencies.length,
      'non-2xx': 0,
    },
  ];
  console.table(rows);
  console.log(`database: ${database.where}`);
  const jsonFile = process.env['BENCH_JSON'];
  if (jsonFile) {
    const [viaHttp, direct] = rows.map((row) => ({
      rps: row['req/s'],
      p50: row['p50 ms'],
      p99: row['p99 ms'],
      requests: row.requests,
      failed: row['non-2xx'],
    }));
    writeFileSync(
      jsonFile,
      JSON.stringify({ connections, duration, warmup, http: viaHttp, direct }),
    );
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => rmSync(dataDir, { recursive: true, force: true }));
