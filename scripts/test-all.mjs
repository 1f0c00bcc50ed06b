// `npm test`: every check, in order, each timed; the last line counts every test that ran.
// A failing step does not stop the others (so one run shows every problem), except that the
// screenshot tests need the Storybook build.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { playwrightFailures, vitestFailures } from './failures.cjs';

mkdirSync('test-results', { recursive: true });
for (const file of [
  'test-results/vitest.json',
  'test-results/vitest-postgres.json',
  'test-results/e2e.json',
  'test-results/prism-e2e.log',
  'test-results/storybook.json',
  'test-results/storybook-checks.json',
  'test-results/screenshots.log',
  'test-results/sensitivity.log',
  'test-results/screenshot-differences.log',
])
  rmSync(file, { force: true });

const steps = [
  { name: 'catalogs compiled', command: ['npm', 'run', '--silent', 'i18n:compile'] },
  // Both are single-threaded: side by side they keep both cores busy.
  { name: 'typecheck', command: ['node_modules/.bin/tsc', '-b'], alongside: 'lint' },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  { name: 'catalog check', command: ['npm', 'run', '--silent', 'i18n:check'] },
  {
    name: 'unit tests (vitest)',
    command: [
      'node_modules/.bin/vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      '--outputFile=test-results/vitest.json',
    ],
  },
  {
    // Skipped with a notice when DATABASE_URL is not set; .ci/run sets it.
    name: 'server tests on PostgreSQL',
    command: [
      'node',
      'packages/server/scripts/test-postgres.mjs',
      '--reporter=default',
      '--reporter=json',
      '--outputFile=test-results/vitest-postgres.json',
    ],
  },
  {
    name: 'app build and bundle check',
    command: ['npm', 'run', '--silent', 'build'],
    then: ['node', 'scripts/check-bundle.mjs'],
  },
  {
    // The production build on the real server in Chromium, on the embedded database (PostgreSQL is
    // the server tests' step above; `npm run test:e2e:postgres` runs the flows there on request).
    name: 'end-to-end tests (Playwright)',
    command: ['node_modules/.bin/playwright', 'test', '-c', 'e2e'],
    env: { IZI_E2E_JSON: 'test-results/e2e.json' },
  },
  { name: 'storybook build', command: ['npm', 'run', '--silent', 'build-storybook'] },
  {
    // The test-runner over every story, then the Docs-page and review-grid checks.
    name: 'storybook tests (plays, axe, screenshots)',
    needs: 'storybook build',
    command: ['node', 'scripts/test-storybook.mjs'],
  },
];

/** Runs a command with its output shown as it comes; its exit code (not blocking a step alongside). */
function run(command, env) {
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

/**
 * Runs a step with its output held back, for a step that runs alongside another: printed whole
 * when it ends, so that the two never interleave line by line.
 */
function runHeldBack(step) {
  const started = Date.now();
  const child = spawn(step.command[0], step.command.slice(1), {
    env: { ...process.env, ...step.env },
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      console.log(`\n▶ ${step.name} (alongside)`);
      process.stdout.write(Buffer.concat(output));
      resolve({ name: step.name, ok: code === 0, seconds: (Date.now() - started) / 1000 });
    }),
  );
}

const results = [];
/** The step named by an earlier step's `alongside`, already under way: its result to come. */
const underWay = new Map();
for (const step of steps) {
  if (underWay.has(step.name)) {
    results.push(await underWay.get(step.name));
    continue;
  }
  if (step.needs && results.find((result) => result.name === step.needs)?.ok === false) {
    results.push({ name: step.name, ok: false, seconds: 0, skipped: true });
    continue;
  }
  if (step.alongside)
    underWay.set(step.alongside, runHeldBack(steps.find((s) => s.name === step.alongside)));
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  let ok = (await run(step.command, step.env)) === 0;
  if (ok && step.then) ok = (await run(step.then)) === 0;
  results.push({ name: step.name, ok, seconds: (Date.now() - started) / 1000 });
}

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const vitest = read('test-results/vitest.json');
const postgres = read('test-results/vitest-postgres.json');
const storybook = read('test-results/storybook.json');
const e2e = read('test-results/e2e.json');
const checks = read('test-results/storybook-checks.json');
const runs = [vitest, postgres, storybook];
// Playwright's JSON reports: expected = passed, unexpected = failed, flaky = passed on a retry.
const e2ePassed = (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const e2eFailed = e2e?.stats?.unexpected ?? 0;
const checksPassed = (checks?.stats?.expected ?? 0) + (checks?.stats?.flaky ?? 0);
const checksFailed = checks?.stats?.unexpected ?? 0;
const passed =
  runs.reduce((sum, run) => sum + (run?.numPassedTests ?? 0), 0) + e2ePassed + checksPassed;
const failed =
  runs.reduce((sum, run) => sum + (run?.numFailedTests ?? 0), 0) + e2eFailed + checksFailed;

console.log('\nSummary');
for (const result of results) {
  const state = result.skipped ? 'skipped' : result.ok ? 'ok' : 'FAILED';
  console.log(
    `  ${state.padEnd(8)} ${result.name.padEnd(44)} ${result.seconds.toFixed(1).padStart(7)} s`,
  );
}
if (vitest)
  console.log(
    `  vitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed, ${vitest.numPendingTests} skipped in ${vitest.testResults.length} files`,
  );
if (postgres) {
  console.log(
    `  server on PostgreSQL: ${postgres.numPassedTests} passed, ${postgres.numFailedTests} failed, ${postgres.numPendingTests} skipped`,
  );
}
if (e2e) {
  const projects = [
    ...new Set(
      e2e.suites?.flatMap(function names(suite) {
        return [
          ...(suite.specs ?? []).flatMap((spec) => spec.tests.map((test) => test.projectName)),
          ...(suite.suites ?? []).flatMap(names),
        ];
      }) ?? [],
    ),
  ];
  console.log(
    `  end-to-end: ${e2ePassed} passed, ${e2eFailed} failed, ${e2e.stats?.skipped ?? 0} skipped on ${projects.join(' and ') || 'no database'} in ${((e2e.stats?.duration ?? 0) / 1000).toFixed(1)} s`,
  );
}
if (existsSync('test-results/prism-e2e.log')) {
  const exchanges = readFileSync('test-results/prism-e2e.log', 'utf8').split('\n').filter(Boolean);
  const off = exchanges.filter((line) => line.endsWith(' VIOLATION')).length;
  console.log(
    `  end-to-end through Prism (embedded): ${exchanges.length} exchanges checked against the OpenAPI document, ${off} off it (the contract spec's one on purpose)`,
  );
}
if (storybook) {
  const shots = existsSync('test-results/screenshots.log')
    ? readFileSync('test-results/screenshots.log', 'utf8').split('\n').filter(Boolean).length
    : 0;
  console.log(
    `  storybook: ${storybook.numPassedTests} passed, ${storybook.numFailedTests} failed; ${shots} screenshots compared with their baselines, ${storybook.snapshot?.unmatched ?? 0} differ`,
  );
  if (existsSync('test-results/screenshot-differences.log')) {
    // Each line: "<story>--<locale>: N pixels differ (settled after K captures)". Those with no
    // pixel differing are only counted here; the log has every one.
    const lines = readFileSync('test-results/screenshot-differences.log', 'utf8')
      .split('\n')
      .filter(Boolean);
    const withPixels = lines.filter((line) => !/: 0 pixels differ/.test(line));
    console.log(
      `    not byte-identical to the baseline: ${lines.length} (test-results/screenshot-differences.log), ${withPixels.length} of them with pixels differing`,
    );
    for (const line of withPixels) console.log(`      ${line}`);
  }
  if (existsSync('test-results/sensitivity.log'))
    for (const line of readFileSync('test-results/sensitivity.log', 'utf8').split('\n'))
      if (line) console.log(`    one-pixel check, ${line}`);
}
if (checks) {
  console.log(
    `  storybook docs and review grid: ${checksPassed} passed, ${checksFailed} failed (screenshots in test-results/storybook-checks)`,
  );
}
// Last, just above the count, so that the tail of a CI log names what broke and why.
const e2eReport = playwrightFailures(e2e);
const failures = [
  ['vitest', vitestFailures(vitest)],
  ['server on PostgreSQL', vitestFailures(postgres)],
  ['end-to-end', e2eReport.failed],
  ['storybook', storybook?.failures ?? []],
  ['storybook docs and review grid', playwrightFailures(checks).failed],
].flatMap(([where, list]) => list.map((failure) => ({ where, ...failure })));
/** A reason's lines under its name. */
const indent = (text) => text.replaceAll('\n', '\n    ');
for (const flaky of e2eReport.flaky)
  console.log(`  passed on a retry (end-to-end): ${flaky.name}\n    ${indent(flaky.reason)}`);
if (failures.length > 0) console.log(`\nFailed (${failures.length})`);
for (const failure of failures)
  console.log(
    `  ${failure.where}: ${failure.name}\n    ${indent(failure.reason || '(no message)')}`,
  );
const allOk = results.every((result) => result.ok);
const retried = e2eReport.flaky.length > 0 ? ` (${e2eReport.flaky.length} only on a retry)` : '';
console.log(`tests: ${passed} passed${retried}, ${failed + (allOk || failed ? 0 : 1)} failed`);
process.exit(allOk ? 0 : 1);
