// Writes the test-runner's totals to test-results/storybook.json for `npm test`'s summary.
const { mkdirSync, writeFileSync } = require('node:fs');
const { dirname } = require('node:path');

class SummaryReporter {
  constructor(_globalConfig, options = {}) {
    this.outputFile = options.outputFile ?? 'test-results/storybook.json';
  }

  onRunComplete(_contexts, results) {
    mkdirSync(dirname(this.outputFile), { recursive: true });
    const { numPassedTests, numFailedTests, numTotalTests, numTotalTestSuites, snapshot } = results;
    writeFileSync(
      this.outputFile,
      JSON.stringify(
        { numPassedTests, numFailedTests, numTotalTests, numTotalTestSuites, snapshot },
        null,
        2,
      ),
    );
  }
}

module.exports = SummaryReporter;
