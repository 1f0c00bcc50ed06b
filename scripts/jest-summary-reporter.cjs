// Writes the test-runner's totals to test-results/storybook.json for `npm test`'s summary.
const { mkdirSync, writeFileSync } = require('node:fs');
const { dirname } = require('node:path');

// eslint-disable-next-line no-control-regex
const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * The message's lines up to the first blank line or stack frame: every locale that failed. A play
 * function's failure comes wrapped in the test-runner's "Click to debug … Message:" preamble; the
 * paragraph after "Message:" is the one that says what went wrong, so it is the one kept.
 */
function firstParagraph(message) {
  const marker = message.indexOf('\nMessage:\n');
  const body = marker >= 0 ? message.slice(marker + '\nMessage:\n'.length) : message;
  const lines = [];
  for (const line of body.split('\n').map((text) => text.trim())) {
    if (line.startsWith('at ') || (!line && lines.length > 0)) break;
    if (line) lines.push(line);
  }
  return lines.join('\n');
}

class SummaryReporter {
  constructor(_globalConfig, options = {}) {
    this.outputFile = options.outputFile ?? 'test-results/storybook.json';
  }

  onRunComplete(_contexts, results) {
    mkdirSync(dirname(this.outputFile), { recursive: true });
    const { numPassedTests, numFailedTests, numTotalTests, numTotalTestSuites, snapshot } = results;
    // Each failed story by name, with the first line of why, so a CI log's tail names it.
    const failures = results.testResults.flatMap((file) =>
      file.testResults
        .filter((test) => test.status === 'failed')
        .map((test) => ({
          name: test.fullName,
          reason: firstParagraph(stripAnsi(test.failureMessages.join('\n'))),
        })),
    );
    writeFileSync(
      this.outputFile,
      JSON.stringify(
        { numPassedTests, numFailedTests, numTotalTests, numTotalTestSuites, snapshot, failures },
        null,
        2,
      ),
    );
  }
}

module.exports = SummaryReporter;
