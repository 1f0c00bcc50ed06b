/**
 * `npm start` itself (scripts/start.mjs), as a person runs it: it builds the app when app/dist is
 * missing or older than its sources (in CI the app is not built yet when the tests run, so this
 * test builds it), bundles the server when needed, and serves the real production build and /api
 * from one origin on 127.0.0.1 until SIGTERM.
 *
 * This test and csp.test.ts run the start script; the others run the bundled server, which never
 * builds the app. The script builds under a lock, so when both find app/dist stale one builds it
 * and the other waits for that build.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freshStore } from './helpers';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const script = fileURLToPath(new URL('../scripts/start.mjs', import.meta.url));

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The environment of a person's shell: none of Vitest's variables (NODE_ENV=test would make
 * Vite build React's development bundle). */
function shellEnvironment(extra: Record<string, string | undefined>) {
  const env: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(process.env))
    if (!/^(VITEST|NODE_ENV$|TEST$|MODE$|IZI_TEST_)/.test(key)) env[key] = value;
  return { ...env, ...extra };
}

describe('npm start', () => {
  it(
    'builds the app when needed, serves it and the API on 127.0.0.1, and stops on SIGTERM',
    { timeout: 300_000 },
    async () => {
      const store = await freshStore();
      cleanups.push(() => store.dispose());
      const child = spawn(process.execPath, [script], {
        cwd: root,
        env: shellEnvironment({
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: store.dataDir,
          DATABASE_URL: store.databaseUrl,
          STATIC_DIR: undefined,
        }),
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true, // a group of its own, so that a failed test also stops the app's build
      });
      const exited = new Promise<number | null>((resolve) =>
        child.once('exit', (code) => resolve(code)),
      );
      cleanups.push(async () => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        process.kill(-child.pid!, 'SIGKILL');
        await exited;
      });
      let output = '';
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`npm start did not listen in time:\n${output}`)),
          280_000,
        );
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (match) {
            clearTimeout(timer);
            resolve(match[1]!);
          }
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        void exited.then((code) => {
          clearTimeout(timer);
          reject(new Error(`npm start exited (${code}) before listening:\n${output}`));
        });
      });
      expect(output).toMatch(
        /izi: (first start: building the app|the app changed since its last build|the app build in app\/dist is up to date|another start has just built the app)/,
      );

      // The page is app/dist/index.html, the real build, and its script is served too.
      const page = await fetch(`${url}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      expect(html).toBe(readFileSync(join(root, 'app/dist/index.html'), 'utf8'));
      const entry = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(entry).toBeTruthy();
      const asset = await fetch(`${url}${entry}`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toContain('immutable');

      const unknown = await fetch(`${url}/api/unknown`);
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get('content-type')).toContain('application/json');
      expect(await unknown.json()).toEqual({ message: expect.stringContaining('/api/unknown') });

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toContain('SIGTERM, stopping');
    },
  );
});
