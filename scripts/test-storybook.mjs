// Serves the static Storybook build on 127.0.0.1 and runs the test-runner against it.
// Extra arguments go to test-storybook (e.g. `-u` to accept new screenshots).
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

const args = process.argv.slice(2);
const update = args.includes('-u') || args.includes('--updateSnapshot');
const child = spawn(
  'node_modules/.bin/test-storybook',
  ['--url', url, '--maxWorkers=2', ...(update ? [] : ['--ci']), ...args],
  { stdio: 'inherit', env: { ...process.env, TEST_BROWSERS: 'chromium' } },
);
const code = await new Promise((resolve) =>
  child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
);
server.close();
process.exit(code);
