// `npm test`'s summary names each failed test from the reports, so the tail of a CI log says what
// broke: the shapes below are those Playwright's and Vitest's JSON reporters write.
import { describe, expect, it } from 'vitest';
import { playwrightFailures, vitestFailures } from './failures.cjs';

const colour = (text) => `\u001b[2m${text}\u001b[22m`;

/** One Playwright test in a report: its project, status and attempts' errors. */
const playwrightTest = (status, errors) => ({
  projectName: 'embedded',
  status,
  results: errors.map((error, retry) => ({ retry, status: error ? 'failed' : 'passed', error })),
});

/** A spec of demo.spec.ts at `line`, with its one test. */
const spec = (title, line, test) => ({ title, file: 'demo.spec.ts', line, tests: [test] });
/** A report of demo.spec.ts: its specs, and its describe blocks' suites. */
const demoReport = (specs, suites = []) => ({
  suites: [{ title: 'demo.spec.ts', file: 'demo.spec.ts', specs, suites }],
});

const dialogMissing = {
  message:
    `Error: ${colour('expect(')}locator${colour(').')}toBeVisible() failed\n\n` +
    "Locator: getByRole('dialog', { name: 'AI Advisor' }).getByText('Analysis Failed')\n" +
    'Expected: visible\nTimeout: 10000ms\nError: element(s) not found\n\nCall log:\n' +
    colour('  - Expect "toBeVisible" getByRole(\'dialog\') with timeout 10000ms') +
    '\n',
  location: { file: `${process.cwd()}/e2e/demo.spec.ts`, line: 162, column: 71 },
};

describe('playwrightFailures', () => {
  it('names a failed test by project, file, line and titles, with its error up to the call log', () => {
    const report = demoReport(
      [spec('a passing test', 20, playwrightTest('expected', [null]))],
      [
        {
          title: 'in fa',
          file: 'demo.spec.ts',
          specs: [
            spec(
              'the advisor failing shows "Analysis Failed"',
              143,
              playwrightTest('unexpected', [dialogMissing]),
            ),
          ],
        },
      ],
    );
    expect(playwrightFailures(report)).toEqual({
      failed: [
        {
          name: 'embedded › demo.spec.ts:143 › in fa › the advisor failing shows "Analysis Failed"',
          reason:
            'Error: expect(locator).toBeVisible() failed\n' +
            "Locator: getByRole('dialog', { name: 'AI Advisor' }).getByText('Analysis Failed')\n" +
            'Expected: visible\nTimeout: 10000ms\nError: element(s) not found\n' +
            'at e2e/demo.spec.ts:162',
        },
      ],
      flaky: [],
    });
  });

  it('lists a test that passed only on a retry apart, with the error of the attempt that failed', () => {
    const report = demoReport([
      spec('opens the advisor', 128, playwrightTest('flaky', [dialogMissing, null])),
    ]);
    const { failed, flaky } = playwrightFailures(report);
    expect(failed).toEqual([]);
    expect(flaky).toHaveLength(1);
    expect(flaky[0].name).toBe('embedded › demo.spec.ts:128 › opens the advisor');
    expect(flaky[0].reason).toMatch(/^Error: expect\(locator\)\.toBeVisible\(\) failed\n/);
    expect(flaky[0].reason).toMatch(/\n\(2 attempts\)$/);
  });

  it('reads a missing report (the step did not run) as no failure', () => {
    expect(playwrightFailures(null)).toEqual({ failed: [], flaky: [] });
  });
});

describe('vitestFailures', () => {
  it('names each failed test by file and full name, with its message and diff up to the stack', () => {
    const report = {
      testResults: [
        {
          name: `${process.cwd()}/packages/server/src/auth.test.ts`,
          status: 'failed',
          message: '',
          assertionResults: [
            { fullName: 'auth signs in', status: 'passed', failureMessages: [] },
            {
              fullName: 'auth refuses a wrong password',
              status: 'failed',
              failureMessages: [
                'AssertionError: expected [ Array(1) ] to deeply equal []\n\n' +
                  '- Expected\n+ Received\n\n- []\n+ [\n' +
                  '+   ".storybook/test-runner.ts: 407 lines",\n+ ]\n' +
                  '    at /work/main/packages/server/src/auth.test.ts:40:5',
              ],
            },
          ],
        },
      ],
    };
    expect(vitestFailures(report)).toEqual([
      {
        name: 'packages/server/src/auth.test.ts › auth refuses a wrong password',
        reason:
          'AssertionError: expected [ Array(1) ] to deeply equal []\n' +
          '- Expected\n+ Received\n- []\n+ [\n' +
          '+   ".storybook/test-runner.ts: 407 lines",\n+ ]',
      },
    ]);
  });

  it('names a file that failed with no failed test (it did not load) by its message', () => {
    const report = {
      testResults: [
        {
          name: `${process.cwd()}/app/src/App.test.tsx`,
          status: 'failed',
          message:
            'Failed to load url ./Missing (resolved id: ./Missing) in App.test.tsx\n    at x',
          assertionResults: [],
        },
      ],
    };
    expect(vitestFailures(report)).toEqual([
      {
        name: 'app/src/App.test.tsx',
        reason: 'Failed to load url ./Missing (resolved id: ./Missing) in App.test.tsx',
      },
    ]);
  });
});
