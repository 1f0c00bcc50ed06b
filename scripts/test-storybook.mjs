// Serves the static Storybook build on 127.0.0.1 and runs the test-runner against it, then (on a
// full run) the checks of Docs pages and the review grid (.storybook/checks, Playwright).
// Extra arguments go to test-storybook (e.g. `-u` to accept new screenshots, or story files to
// run those only, without the checks); `--checks-only` runs the checks alone.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import sirv from 'sirv';

// STORYBOOK_DIR lets several people test their own builds side by side.
const dir = process.env.STORYBOOK_DIR ?? 'storybook-static';
if (!existsSync(`${dir}/index.json`)) {
  console.error(`No Storybook build in ${dir}: run \`npm run build-storybook\` first.`);
  process.exit(1);
}

const server = createServer(sirv(dir, { dev: false, single: false }));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}`;
console.log(`Storybook build served at ${url}`);

const checksOnly = process.argv.includes('--checks-only');
const args = process.argv.slice(2).filter((arg) => arg !== '--checks-only');
const update = args.includes('-u') || args.includes('--updateSnapshot');

/** Runs a command to its end; its exit code. */
function run(command, commandArgs, env) {
  const child = spawn(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve) =>
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
  );
}

let code = 0;
if (!checksOnly) {
  code = await run(
    'node_modules/.bin/test-storybook',
    ['--url', url, '--maxWorkers=2', ...(update ? [] : ['--ci']), ...args],
    { TEST_BROWSERS: 'chromium' },
  );
}
// Named story files are a partial run: the checks belong to the whole build.
if (checksOnly || !args.some((arg) => !arg.startsWith('-'))) {
  const checks = await run('node_modules/.bin/playwright', ['test', '-c', '.storybook/checks'], {
    STORYBOOK_URL: `${url}/`,
    IZI_CHECKS_JSON: 'test-results/storybook-checks.json',
  });
  code ||= checks;
}
server.close();
process.exit(code);
