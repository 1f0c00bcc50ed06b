/**
 * Checks of the built Storybook as a designer reads it, beside the test-runner's story checks:
 * a Docs page's direction, a dialog's direction, the review grid. `scripts/test-storybook.mjs`
 * serves the build and runs them after the test-runner (STORYBOOK_URL); `npm test` counts them.
 */
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

const baseURL = process.env['STORYBOOK_URL'];
if (!baseURL) {
  throw new Error('STORYBOOK_URL is not set: run `node scripts/test-storybook.mjs --checks-only`');
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/storybook-checks/output',
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // IZI_CHECKS_JSON (test-storybook.mjs sets it): also a JSON report, for `npm test`'s summary.
  reporter: process.env['IZI_CHECKS_JSON']
    ? [['list'], ['json', { outputFile: resolve(process.env['IZI_CHECKS_JSON']) }]]
    : [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? chromiumPath,
      args: chromiumArgs,
    },
    viewport: { width: 1280, height: 900 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
  },
});
