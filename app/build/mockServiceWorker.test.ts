import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServiceWorker } from './mockServiceWorker';
import { context, handlerOf } from './testing/hooks';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('mockServiceWorker', () => {
  it("copies the mocks' public files into the build", () => {
    root = mkdtempSync(join(tmpdir(), 'izi-msw-'));
    const folder = join(root, 'public');
    const dir = join(root, 'dist');
    mkdirSync(folder);
    mkdirSync(dir);
    writeFileSync(join(folder, 'mockServiceWorker.js'), '// the worker');
    handlerOf(mockServiceWorker(folder).writeBundle).call(context, { dir }, {});
    expect(readFileSync(join(dir, 'mockServiceWorker.js'), 'utf8')).toBe('// the worker');
  });

  it('serves them from the dev server', () => {
    const use = vi.fn();
    handlerOf(mockServiceWorker('/nowhere').configureServer).call(context, {
      middlewares: { use },
    });
    expect(use).toHaveBeenCalledOnce();
    expect(use.mock.calls[0]?.[0]).toBeTypeOf('function');
  });
});
