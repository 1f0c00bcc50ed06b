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
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot as root, runNpmStart } from './npm-start';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('npm start', () => {
  it(
    'builds the app when needed, serves it and the API on 127.0.0.1, and stops on SIGTERM',
    { timeout: 300_000 },
    async () => {
      const { url, child, output, exited } = await runNpmStart(cleanups);
      expect(output()).toMatch(
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
      expect(output()).toContain('SIGTERM, stopping');
    },
  );
});
