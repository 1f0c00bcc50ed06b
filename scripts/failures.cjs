// Each failed test by name, with where and why in a few lines, from the reports `npm test` reads:
// the tail of a CI log is often all there is to read, so it has to name what broke.
const { relative } = require('node:path');

// eslint-disable-next-line no-control-regex
const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * The message's lines up to the first blank line or stack frame. A play function's failure comes
 * wrapped in the test-runner's "Click to debug … Message:" preamble; the paragraph after
 * "Message:" is the one that says what went wrong, so it is the one kept.
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

/**
 * An error's lines up to its stack (or Playwright's call log), blank lines left out, at most
 * eight: a Playwright assertion's headline is followed by the locator, what was expected and what
 * was found, and a Vitest one's by its diff, which are the parts worth reading.
 */
function upToStack(message) {
  const lines = [];
  for (const line of stripAnsi(message)
    .split('\n')
    .map((part) => part.trim())) {
    if (line === 'Call log:' || line.startsWith('at ') || line.startsWith('❯ ')) break;
    if (line) lines.push(line);
  }
  return lines.slice(0, 8).join('\n') || '(no message)';
}

/** Where a file is, from the project's root when it is inside it. */
function shortPath(file) {
  const inside = relative(process.cwd(), file);
  return inside.startsWith('..') ? file : inside;
}

/**
 * From Playwright's JSON report: the tests that failed (every attempt failed) and those that
 * passed only on a retry, each named by project, file, line and titles, with its first error.
 */
function playwrightFailures(report) {
  const failed = [];
  const flaky = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const attempt = test.results.find((result) => result.error) ?? test.results[0];
        const at = attempt?.error?.location;
        const entry = {
          name: `${test.projectName} › ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`,
          reason:
            upToStack(attempt?.error?.message ?? '') +
            (at ? `\nat ${shortPath(at.file)}:${at.line}` : '') +
            (test.results.length > 1 ? `\n(${test.results.length} attempts)` : ''),
        };
        (test.status === 'flaky' ? flaky : failed).push(entry);
      }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const file of report?.suites ?? []) walk(file, []);
  return { failed, flaky };
}

/**
 * From Vitest's JSON report (Jest's shape): each failed test by file and full name, and a file
 * that failed without a failed test (it did not load, or a hook threw), each with its message.
 */
function vitestFailures(report) {
  return (report?.testResults ?? []).flatMap((file) => {
    const path = shortPath(file.name);
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        name: `${path} › ${test.fullName}`,
        reason: upToStack(test.failureMessages.join('\n')),
      }));
    if (tests.length === 0 && file.status === 'failed')
      return [{ name: path, reason: upToStack(file.message ?? '') }];
    return tests;
  });
}

module.exports = { stripAnsi, firstParagraph, playwrightFailures, vitestFailures };
