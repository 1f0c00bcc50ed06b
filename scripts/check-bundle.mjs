// Checks the app's production build: the entry does not inline the non-default catalogs, each
// of them is its own chunk, and reports the entry's gzipped size.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'app/dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
const entryCode = readFileSync(join(dist, entry.file));
const problems = [];

// A phrase that exists only in each catalog (not in the English defaults in the source).
const probes = { es: 'Mostrar contraseña', ar: 'إظهار كلمة المرور', fa: 'نمایش رمز عبور' };
for (const locale of ['en', 'es', 'ar']) {
  const key = Object.keys(manifest).find((name) =>
    name.endsWith(`locales/compiled/${locale}.json`),
  );
  const chunk = key && manifest[key];
  if (!chunk || !chunk.isDynamicEntry) {
    problems.push(`the ${locale} catalog is not a chunk of its own`);
    continue;
  }
  const probe = probes[locale];
  if (probe && entryCode.includes(Buffer.from(JSON.stringify(probe).slice(1, -1)))) {
    problems.push(`the entry inlines the ${locale} catalog`);
  }
  const size = gzipSync(readFileSync(join(dist, chunk.file))).length;
  console.log(`  ${locale} catalog: ${chunk.file} (${(size / 1024).toFixed(1)} kB gzipped)`);
}
const entryGzip = gzipSync(entryCode).length;
console.log(
  `  entry: ${entry.file} ${(entryCode.length / 1024).toFixed(1)} kB, ${(entryGzip / 1024).toFixed(1)} kB gzipped (includes the default fa catalog)`,
);
if (problems.length) {
  console.error(`Bundle check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
