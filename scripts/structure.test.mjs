// Two rules of the codebase's shape that no linter here checks: no import cycles anywhere in the
// workspace (dependency-cruiser, .dependency-cruiser.cjs), and no source file over 400 lines unless
// it says at its top why it is one file.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const MAX_LINES = 400;
const EXCUSE = 'One file over 400 lines';

/** Tests, stories, data tables and generated files may be long: they are read a piece at a time. */
const exempt = (path) =>
  /\.(test|spec|stories)\.[cm]?[jt]sx?$/.test(path) ||
  /(^|\/)(test|e2e)\//.test(path) ||
  /(^|\/)(fixtures|schema)\.ts$/.test(path) ||
  path.endsWith('mockServiceWorker.js');

describe('the shape of the code', () => {
  it('has no import cycles', { timeout: 180_000 }, () => {
    const run = spawnSync(
      'node_modules/.bin/depcruise',
      ['packages', 'app', 'mocks', 'locales', 'e2e', 'scripts', '.storybook'],
      { cwd: root, encoding: 'utf8' },
    );
    expect(run.stdout + run.stderr).toContain('no dependency violations found');
    expect(run.status).toBe(0);
  });

  it(`has no source file over ${MAX_LINES} lines that does not say why at its top`, () => {
    const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.cjs', '*.js'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((path) => path && !exempt(path));
    expect(files.length).toBeGreaterThan(100);
    const tooLong = files.flatMap((path) => {
      const text = readFileSync(`${root}${path}`, 'utf8');
      const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
      const head = text.split('\n').slice(0, 40).join('\n');
      return lines > MAX_LINES && !head.includes(EXCUSE) ? [`${path}: ${lines} lines`] : [];
    });
    expect(tooLong).toEqual([]);
  });
});
