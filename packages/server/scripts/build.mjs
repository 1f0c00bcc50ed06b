// Bundles the server (and its benchmark) for Node with esbuild: `dist/main.mjs`, `dist/bench.mjs`.
// @izi/api (TypeScript source) and @izi/locales' compiled catalogs (the advisor's sentences; made
// by `npm run i18n:compile`, which postinstall runs) are bundled in; every npm package stays an import.
// `node scripts/build.mjs --if-stale` rebuilds only when a source is newer than the bundle.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = fileURLToPath(new URL('..', import.meta.url));
const api = fileURLToPath(new URL('../../api/src', import.meta.url));
const catalogs = fileURLToPath(new URL('../../../locales/compiled', import.meta.url));
const entries = { main: join(here, 'src/main.ts'), bench: join(here, 'bench/wallet.ts') };
const outputs = Object.keys(entries).map((name) => join(here, 'dist', `${name}.mjs`));

function newest(folder) {
  let time = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    time = Math.max(time, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return time;
}

export function isStale() {
  if (!outputs.every((file) => existsSync(file))) return true;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return [join(here, 'src'), join(here, 'bench'), api, catalogs].some(
    (folder) => newest(folder) > built,
  );
}

export async function buildServer() {
  await build({
    entryPoints: entries,
    outdir: join(here, 'dist'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'npm-packages-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@izi/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (!process.argv.includes('--if-stale') || isStale()) await buildServer();
}
