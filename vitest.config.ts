import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The server's tests run on the embedded database, and once more on PostgreSQL when
 * `packages/server/scripts/test-postgres.mjs` names one. A file named `*.embedded.test.ts` or
 * `*.postgres.test.ts` concerns that database alone. The files listed here check what no database
 * changes (headers and the Content-Security-Policy in Chromium, the reference page, `npm start`
 * itself, requests refused before any query), so they run on the embedded database only.
 */
const onPostgres = Boolean(process.env['IZI_TEST_POSTGRES_URL']);
const aboveTheDatabase = ['csp', 'reference', 'start', 'hardening'];
const serverExclude = onPostgres
  ? ['test/**/*.embedded.test.ts', ...aboveTheDatabase.map((name) => `test/${name}.test.ts`)]
  : ['test/**/*.postgres.test.ts'];

/** One Vitest run over every workspace: DOM logic in jsdom, contract and tooling in Node. */
export default defineConfig({
  test: {
    // Vitest's default leaves one core free: on CI's two cores that is a single worker.
    maxWorkers: 2,
    // Each project runs its files without isolation (`isolate: false`): a worker keeps its modules
    // and its jsdom from one file to the next instead of loading them again for each. A test
    // therefore cleans up after itself and does not count on a module's state being new.
    projects: [
      {
        plugins: [vanillaExtractPlugin(), react()],
        test: {
          name: 'ui',
          isolate: false,
          root: './packages/ui',
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts'],
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        plugins: [vanillaExtractPlugin(), react()],
        test: {
          name: 'app',
          isolate: false,
          root: './app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'build',
          isolate: false,
          root: './app',
          environment: 'node',
          include: ['build/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          isolate: false,
          root: './packages/api',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'mocks',
          isolate: false,
          root: './mocks',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          isolate: false,
          root: './packages/server',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          exclude: serverExclude,
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Its files wait on disks and child processes more than on the CPU: a group of its own
          // (after the others) with three workers.
          sequence: { groupOrder: 1 },
          maxWorkers: 3,
        },
      },
      {
        test: {
          name: 'tooling',
          isolate: false,
          root: './scripts',
          environment: 'node',
          include: ['**/*.test.mjs'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'locales',
          isolate: false,
          root: './locales',
          environment: 'node',
          include: ['**/*.test.{ts,mjs}'],
          exclude: ['node_modules/**'],
        },
      },
    ],
  },
});
