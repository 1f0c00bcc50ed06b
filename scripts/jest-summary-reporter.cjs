// Writes the test-runner's totals to test-results/storybook.json for `npm test`'s summary.
const { mkdirSync, writeFileSync } = require('node:fs');
const { dirname } = require('node:path');
const { firstParagraph, stripAnsi } = require('./failures.cjs');

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
