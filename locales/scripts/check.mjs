// Fails when en.json is not what the source defines, or when es, fa or ar lack a message of the
// English catalog, carry one it does not have, or change a message's ICU arguments; and when a
// catalog writes a product term with a spelling locales/glossary.json forbids (see GLOSSARY.md).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareCatalogs } from './catalog-check.mjs';
import { glossaryProblems } from './glossary-check.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
const source = read(join(root, 'messages/en.json'));
const glossary = read(join(root, 'glossary.json'));

const scratch = mkdtempSync(join(tmpdir(), 'izi-i18n-'));
let fresh;
try {
  const extracted = join(scratch, 'en.json');
  execFileSync('npm', ['run', '--silent', 'i18n:extract', '--', '--out-file', extracted], {
    cwd: join(root, '..'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  fresh = read(extracted);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
const problems = compareCatalogs(fresh, source, 'en.json against the source');
for (const [id, message] of Object.entries(fresh)) {
  if (source[id] !== undefined && source[id] !== message) {
    problems.push(`en: "${id}" reads "${source[id]}" but the source says "${message}"`);
  }
}
if (problems.length)
  problems.push('Run `npm run i18n:extract` to refresh locales/messages/en.json.');

for (const locale of ['es', 'fa', 'ar']) {
  const catalog = read(join(root, `messages/${locale}.json`));
  problems.push(...compareCatalogs(source, catalog, locale));
  problems.push(...glossaryProblems(glossary, catalog, locale));
}
if (problems.length) {
  console.error(`Catalog check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Catalogs complete: ${Object.keys(source).length} messages in en, es, fa and ar.`);
