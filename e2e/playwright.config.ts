/**
 * The end-to-end suite: the production build on the real server (see global-setup.ts), driven in
 * Debian's Chromium at /usr/bin/chromium (never a downloaded browser). One project per database:
 * `embedded` always, `postgres` on request (support/servers.ts `kindsToRun`: each flow once, in
 * English; `npm run test:e2e:postgres`).
 * On `embedded` the app's calls go through Prism, which checks each against the OpenAPI
 * document (support/prism.ts).
 * `npm run test:e2e`.
 */
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { kindsToRun } from './support/servers';
import type { FixtureOptions } from './support/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

export default defineConfig<FixtureOptions>({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results/e2e',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // One retry: a test that fails and then passes counts as passed, and `npm test`'s summary names
  // it with the first attempt's error, so a flake is seen without failing the run. A test that
  // fails twice fails.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // IZI_E2E_JSON (npm test sets it): also a JSON report there, relative to the working folder.
  reporter: process.env['IZI_E2E_JSON']
    ? [['list'], ['json', { outputFile: resolve(process.env['IZI_E2E_JSON']) }]]
    : [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumArgs],
    },
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
    // A failed test's trace keeps its actions, DOM snapshots, network and console; recording the
    // screencast too slowed every test, passing or not.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  // On PostgreSQL every flow runs once, in English: the axe and keyboard walks, the Persian
  // variants (`@fa`), the page addresses and the tests of the client alone (`@client`: its
  // chunks, its stored language, its scrolling) check the client against answers that do not
  // depend on the database, so they run on the embedded one only. The server's own tests cover
  // both databases call by call.
  projects: kindsToRun().map((kind) => ({
    name: kind,
    use: { database: kind },
    ...(kind === 'postgres' && {
      testIgnore: ['a11y.spec.ts', 'keyboard.spec.ts', 'contract.spec.ts', 'history.spec.ts'],
      grepInvert: /@fa\b|@client\b/,
    }),
  })),
});
