import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/** Every file under `dir`, skipping dot folders and dot files. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.name.startsWith('.')
      ? []
      : entry.isDirectory()
        ? filesUnder(join(dir, entry.name))
        : [join(dir, entry.name)],
  );
}

/**
 * Compresses the build once (brotli at its best and gzip -9): `name.br` and `name.gz` next to every
 * text file of 1 kB or more (source maps excluded), each only where it is smaller. The server sends
 * the one the browser accepts, so no request pays for compression.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'izi-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of filesUnder(outDir)) {
          if (!compressible.test(file)) continue;
          const content = readFileSync(file);
          if (content.length < 1024) continue;
          const brotli = brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          });
          const gzip = gzipSync(content, { level: 9 });
          if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
          if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
        }
      },
    },
  };
}
