/**
 * Once per run: bundle the server (the process tests start `dist/main.mjs`, as `npm start` does)
 * and, on the embedded database, make a migrated template folder that each test server copies
 * (creating a PGlite folder takes seconds; copying one takes milliseconds).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDir: string;
    bundle: string;
  }
}

export default async function setup(project: TestProject) {
  const here = fileURLToPath(new URL('..', import.meta.url));
  const built = spawnSync(process.execPath, [join(here, 'scripts/build.mjs')], {
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('could not bundle the server');
  project.provide('bundle', join(here, 'dist/main.mjs'));

  const templateDir = mkdtempSync(join(tmpdir(), 'izi-template-'));
  if (!process.env['IZI_TEST_POSTGRES_URL']) {
    const database = await openDatabase({ dataDir: templateDir });
    await database.close();
  }
  project.provide('templateDir', templateDir);
  return () => rmSync(templateDir, { recursive: true, force: true });
}
