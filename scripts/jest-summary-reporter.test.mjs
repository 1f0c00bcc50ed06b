// The test-runner's summary names each failed story and every locale that failed in it, so the
// tail of a CI log says which screenshot or axe check broke.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SummaryReporter = createRequire(import.meta.url)('./jest-summary-reporter.cjs');
const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function report(testResults) {
  const dir = mkdtempSync(join(tmpdir(), 'izi-reporter-'));
  dirs.push(dir);
  const outputFile = join(dir, 'storybook.json');
  new SummaryReporter({}, { outputFile }).onRunComplete([], {
    numPassedTests: 1,
    numFailedTests: 1,
    numTotalTests: 2,
    numTotalTestSuites: 1,
    snapshot: { unmatched: 2 },
    testResults,
  });
  return JSON.parse(readFileSync(outputFile, 'utf8'));
}

describe('jest-summary-reporter', () => {
  it('lists each failed story with every line of its message, without colours or stack', () => {
    const summary = report([
      {
        testResults: [
          {
            status: 'passed',
            fullName: 'Primitives/Button Loading play-test',
            failureMessages: [],
          },
          {
            status: 'failed',
            fullName: 'Primitives/Button Playground play-test',
            failureMessages: [
              '\u001b[31mError: primitives-button--playground--es: 7320 differing pixels\n' +
                'primitives-button--playground--ar: 4711 differing pixels\u001b[39m\n\n' +
                '  > 214 |     if (failures.length > 0) throw\n' +
                '    at Object.postVisit (.storybook/test-runner.ts:214:11)',
            ],
          },
        ],
      },
    ]);
    expect(summary.failures).toEqual([
      {
        name: 'Primitives/Button Playground play-test',
        reason:
          'Error: primitives-button--playground--es: 7320 differing pixels\n' +
          'primitives-button--playground--ar: 4711 differing pixels',
      },
    ]);
    expect(summary.numFailedTests).toBe(1);
    expect(summary.snapshot).toEqual({ unmatched: 2 });
  });

  it("keeps what a failed play function said, not the test-runner's link to debug it", () => {
    const summary = report([
      {
        testResults: [
          {
            status: 'failed',
            fullName: 'App/SignedIn Dashboard play-test',
            failureMessages: [
              'page.evaluate: StorybookTestRunnerError: \u001b[34m\n' +
                'Click to debug the error directly in Storybook:\n' +
                'http://127.0.0.1:6006/?path=/story/app-signedin--dashboard\n\n' +
                '\u001b[39mMessage:\n' +
                ' Unable to find role="region" and name "Latest transactions"\n\n' +
                'Ignored nodes: comments, script, style\n' +
                '    at Object.play (app/src/shell/SignedInContainer.stories.tsx:54:31)',
            ],
          },
        ],
      },
    ]);
    expect(summary.failures).toEqual([
      {
        name: 'App/SignedIn Dashboard play-test',
        reason: 'Unable to find role="region" and name "Latest transactions"',
      },
    ]);
  });

  it('writes no failures when every story passed', () => {
    const summary = report([
      { testResults: [{ status: 'passed', fullName: 'A play-test', failureMessages: [] }] },
    ]);
    expect(summary.failures).toEqual([]);
  });
});
