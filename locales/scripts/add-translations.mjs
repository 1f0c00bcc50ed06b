// Merges translations into es.json, fa.json and ar.json under a lock, so that several people
// (or agents) adding messages at once never overwrite each other.
//   node locales/scripts/add-translations.mjs file.json
// where file.json is { "<id>": { "es": "…", "fa": "…", "ar": "…" }, … }.
// It then re-extracts en.json from the source and sorts every catalog. Story-only ids (`sample.*`)
// go to locales/stories instead of the production catalogs in locales/messages.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lock = join(root, '.catalog-lock');
const input = process.argv[2];
if (!input) {
  console.error('usage: node locales/scripts/add-translations.mjs translations.json');
  process.exit(2);
}
const additions = JSON.parse(readFileSync(input, 'utf8'));

const deadline = Date.now() + 60_000;
for (;;) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (Date.now() > deadline) throw new Error(`Could not take ${lock}; remove it if stale.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
try {
  for (const [locale, folder] of ['es', 'fa', 'ar'].flatMap((l) => [
    [l, 'messages'],
    [l, 'stories'],
  ])) {
    const file = join(root, folder, `${locale}.json`);
    const catalog = JSON.parse(readFileSync(file, 'utf8'));
    for (const [id, translations] of Object.entries(additions)) {
      if (id.startsWith('sample.') !== (folder === 'stories')) continue;
      if (typeof translations[locale] !== 'string') throw new Error(`${id} lacks ${locale}`);
      catalog[id] = translations[locale];
    }
    const sorted = Object.fromEntries(
      Object.keys(catalog)
        .sort()
        .map((id) => [id, catalog[id]]),
    );
    writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
  }
  for (const script of ['i18n:extract', 'i18n:extract:stories']) {
    execFileSync('npm', ['run', '--silent', script], { cwd: join(root, '..'), stdio: 'inherit' });
  }
} finally {
  rmSync(lock, { recursive: true, force: true });
}
console.log(`Added ${Object.keys(additions).length} translations.`);
