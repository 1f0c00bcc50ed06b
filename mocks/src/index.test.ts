import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

it('the package entry bundles for the browser without msw/node nor msw/browser', async () => {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./index.ts', import.meta.url))],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
  });
  const inputs = Object.keys(result.metafile.inputs);
  expect(inputs.some((path) => path.includes('node_modules/msw/lib/core'))).toBe(true);
  expect(inputs.filter((path) => /msw\/lib\/(node|browser)/.test(path))).toEqual([]);
});
