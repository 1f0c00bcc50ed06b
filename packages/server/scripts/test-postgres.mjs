// The server tests once more, against a real PostgreSQL server: `DATABASE_URL` names it (its
// role may CREATE DATABASE: each test server gets a database of its own, dropped afterwards).
// Which files run on which database: vitest.config.ts.
// Without DATABASE_URL this prints a notice and succeeds, so `npm test` works on a machine
// without PostgreSQL; `.ci/run` starts Debian's postgresql on 127.0.0.1 and sets it.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const url = process.env.DATABASE_URL;
if (!url) {
  console.log(
    'skipped: no DATABASE_URL, so the server tests ran on the embedded database only.\n' +
      '  To run them on PostgreSQL too: DATABASE_URL=postgres://user:password@127.0.0.1:5432/db ' +
      'npm run server:test:postgres (the role needs CREATEDB). CI (.ci/run) does this.',
  );
  process.exit(0);
}

const root = fileURLToPath(new URL('../../..', import.meta.url));
const vitest = fileURLToPath(new URL('../../../node_modules/.bin/vitest', import.meta.url));
const result = spawnSync(vitest, ['run', '--project', 'server', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, IZI_TEST_POSTGRES_URL: url },
});
process.exit(result.status ?? 1);
