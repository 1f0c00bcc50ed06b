// Fails when en.json is not what the source defines, or when es, fa or ar lack a message of the
// English catalog, carry one it does not have, or change a message's ICU arguments; and when a
// catalog writes a product term with a spelling locales/glossary.json forbids (see GLOSSARY.md).
// The same for the story-only catalogs in locales/stories (`sample.*`, from
// packages/ui/src/storybook/samples.messages.ts), which the production catalogs must not carry.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareCatalogs } from './catalog-check.mjs';
import { glossaryProblems } from './glossary-check.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
const glossary = read(join(root, 'glossary.json'));

/** The English catalog a `npm run <script>` extracts from the source now. */
function extract(script) {
  const scratch = mkdtempSync(join(tmpdir(), 'izi-i18n-'));
  try {
    const extracted = join(scratch, 'en.json');
    execFileSync('npm', ['run', '--silent', script, '--', '--out-file', extracted], {
      cwd: join(root, '..'),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return read(extracted);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Problems of one set of catalogs (locales/<folder>/{en,es,fa,ar}.json) against the source. */
function checkFolder(folder, script) {
  const source = read(join(root, folder, 'en.json'));
  const fresh = extract(script);
  const problems = compareCatalogs(fresh, source, `${folder}/en.json against the source`);
  for (const [id, message] of Object.entries(fresh)) {
    if (source[id] !== undefined && source[id] !== message) {
      problems.push(`en: "${id}" reads "${source[id]}" but the source says "${message}"`);
    }
  }
  if (problems.length) problems.push(`Run \`npm run ${script}\` to refresh ${folder}/en.json.`);
  for (const locale of ['es', 'fa', 'ar']) {
    const catalog = read(join(root, folder, `${locale}.json`));
    problems.push(...compareCatalogs(source, catalog, `${folder}/${locale}`));
    problems.push(...glossaryProblems(glossary, catalog, `${locale}`));
  }
  return { source, problems };
}

const production = checkFolder('messages', 'i18n:extract');
const stories = checkFolder('stories', 'i18n:extract:stories');
const problems = [...production.problems, ...stories.problems];
for (const id of Object.keys(stories.source)) {
  if (id in production.source) problems.push(`"${id}" is story-only but in messages/en.json`);
}
if (problems.length) {
  console.error(`Catalog check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `Catalogs complete: ${Object.keys(production.source).length} messages in en, es, fa and ar, ` +
    `and ${Object.keys(stories.source).length} story-only ones in locales/stories.`,
);
