import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress';
import { context, handlerOf } from './testing/hooks';

let outDir = '';
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

/** Builds a folder of files, runs the plugin over it, and lists what it wrote. */
function compressed(files: Record<string, string>) {
  outDir = mkdtempSync(join(tmpdir(), 'izi-precompress-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(outDir, name, '..'), { recursive: true });
    writeFileSync(join(outDir, name), text);
  }
  const plugin = precompress();
  handlerOf(plugin.configResolved).call(context, { build: { outDir } });
  handlerOf(plugin.closeBundle).call(context);
  return (name: string) => ({
    br: existsSync(join(outDir, `${name}.br`)),
    gz: existsSync(join(outDir, `${name}.gz`)),
  });
}

describe('precompress', () => {
  const big = 'const answer = 42;\n'.repeat(100);

  it('writes brotli and gzip copies of every text file of 1 kB or more, with the same text', () => {
    const written = compressed({ 'assets/index.js': big, 'index.html': `<p>${big}</p>` });
    expect(written('assets/index.js')).toEqual({ br: true, gz: true });
    expect(written('index.html')).toEqual({ br: true, gz: true });
    const file = join(outDir, 'assets/index.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(big);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(big);
  });

  it('leaves small files, other kinds of file, source maps and dot folders alone', () => {
    const written = compressed({
      'small.js': 'export {};',
      'assets/font.woff2': big,
      'assets/index.js.map': big,
      '.vite/manifest.json': big,
    });
    for (const name of [
      'small.js',
      'assets/font.woff2',
      'assets/index.js.map',
      '.vite/manifest.json',
    ])
      expect(written(name)).toEqual({ br: false, gz: false });
  });

  it('runs only in the build', () => {
    expect(precompress().apply).toBe('build');
  });
});
