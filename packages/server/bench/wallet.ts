/**
 * `npm run bench:server`: GET /api/wallet with a valid token, over HTTP on loopback (autocannon,
 * against the bundled server in its own process), beside the same queries (the session lookup
 * and the balances) run directly against the same database in a loop, in the same run.
 *
 * The embedded database cannot be opened by two processes, so the two halves run one after the
 * other on one data folder (a fresh one, or DATABASE_URL's database). Each half first runs
 * untimed for BENCH_WARMUP seconds (default 2), so both are measured in their steady state, not
 * while V8 is still compiling the code each runs (the server's HTTP path, the queries' path).
 * Both halves run BENCH_ROUNDS times (default 3), in alternating order (HTTP first in the odd
 * rounds, the direct queries first in the even ones), and each half's figures are those of its
 * median round: a change of load on the machine weighs on both halves alike (one round measured
 * 65% to 77% on the same code here).
 * Settings: BENCH_DURATION (seconds, default 10), BENCH_CONNECTIONS (default 10), BENCH_ROUNDS;
 * BENCH_JSON, a file to write the figures to as JSON (`npm run bench` reads it).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { consoleLogger, type ServerContext } from '../src/context';
import { openDatabase, redactUrl } from '../src/db/database';
import { logMailer } from '../src/mail/mailer';
import { defaultRules } from '../src/rules';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../src/seed';
import { authenticate } from '../src/services/auth';
import { getWallet } from '../src/services/wallet';

const duration = Number(process.env['BENCH_DURATION'] ?? 10);
const warmup = Number(process.env['BENCH_WARMUP'] ?? 2);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 3);
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

interface Half {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  failed: number;
}

/** Signs the demo account in on a running server and checks its wallet answers; the token. */
async function signIn(url: string): Promise<string> {
  const answer = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: DEMO_USERNAME, password: DEMO_PASSWORD }),
  });
  const { token } = (await answer.json()) as { token: string };
  const check = await fetch(`${url}/api/wallet`, { headers: { Authorization: `Bearer ${token}` } });
  if (!check.ok) throw new Error(`GET /api/wallet answered ${check.status}`);
  console.log(`wallet: ${await check.text()}`);
  return token;
}

/**
 * The HTTP half: the bundled server in its own process, loaded by autocannon, with `token` (the
 * first round signs in for it: the session is kept in the database for the later rounds).
 */
async function overHttp(token: string | undefined): Promise<{ half: Half; token: string }> {
  const server = await startServerProcess();
  try {
    const bearer = token ?? (await signIn(server.url));
    const load = (seconds: number) =>
      autocannon({
        url: `${server.url}/api/wallet`,
        headers: { Authorization: `Bearer ${bearer}` },
        connections,
        duration: seconds,
      });
    if (warmup > 0) await load(warmup);
    const http = await load(duration);
    const half = {
      rps: Math.round(http.requests.average),
      p50: http.latency.p50,
      p99: http.latency.p99,
      requests: http.requests.total,
      failed: http.non2xx + http.errors,
    };
    return { half, token: bearer };
  } finally {
    await server.stop();
  }
}

/** The direct half: the same queries, straight to the database, `connections` at a time. */
async function direct(token: string): Promise<Half> {
  const database = await openDatabase({ dataDir, databaseUrl });
  const ctx: ServerContext = {
    db: database.db,
    now: () => new Date(),
    log: consoleLogger,
    rules: defaultRules,
    ai: null,
    mail: logMailer(consoleLogger),
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
  return {
    rps: Math.round(latencies.length / elapsed),
    p50: Number(percentile(latencies, 50).toFixed(2)),
    p99: Number(percentile(latencies, 99).toFixed(2)),
    requests: latencies.length,
    failed: 0,
  };
}

/** The half whose rate is the median of the rounds' (its latencies with it). */
function medianHalf(halves: Half[]): Half {
  const sorted = [...halves].sort((a, b) => a.rps - b.rps);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

async function main() {
  console.log(
    `Benchmark: GET /api/wallet, ${connections} connections, ${duration} s a half, ${rounds} ` +
      `round(s), on ` +
      (databaseUrl ? redactUrl(databaseUrl) : `a fresh embedded database in ${dataDir}`),
  );
  // Rounds of both halves, in alternating order (HTTP first, then the direct queries first, ...):
  // a change of load on the machine during the run weighs on both halves alike.
  let token: string | undefined;
  const viaHttp: Half[] = [];
  const straight: Half[] = [];
  const httpRound = async () => {
    const result = await overHttp(token);
    token = result.token;
    viaHttp.push(result.half);
  };
  for (let round = 0; round < rounds; round += 1) {
    // The first round is HTTP first, so the token is there before any direct half needs it.
    if (round % 2 === 0) {
      await httpRound();
      straight.push(await direct(token!));
    } else {
      straight.push(await direct(token!));
      await httpRound();
    }
    const share = Math.round((100 * viaHttp[round]!.rps) / straight[round]!.rps);
    console.log(
      `round ${round + 1}: HTTP ${viaHttp[round]!.rps} req/s, direct ${straight[round]!.rps} req/s, ${share}%`,
    );
  }
  const http = medianHalf(viaHttp);
  const queries = medianHalf(straight);
  const rows = [
    { what: 'HTTP GET /api/wallet (autocannon)', half: http },
    { what: 'direct: session + balances queries', half: queries },
  ].map(({ what, half }) => ({
    what,
    'req/s': half.rps,
    'p50 ms': half.p50,
    'p99 ms': half.p99,
    requests: half.requests,
    'non-2xx': half.failed,
  }));
  console.table(rows);
  console.log(
    `${rounds > 1 ? 'medians of the rounds; ' : ''}HTTP / direct ${Math.round((100 * http.rps) / queries.rps)}%`,
  );
  console.log(
    `database: ${databaseUrl ? `PostgreSQL at ${redactUrl(databaseUrl)}` : `embedded PGlite in ${dataDir}`}`,
  );
  const jsonFile = process.env['BENCH_JSON'];
  if (jsonFile) {
    writeFileSync(
      jsonFile,
      JSON.stringify({
        connections,
        duration,
        warmup,
        rounds: viaHttp.map((half, i) => ({ http: half.rps, direct: straight[i]!.rps })),
        http,
        direct: queries,
      }),
    );
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => rmSync(dataDir, { recursive: true, force: true }));
