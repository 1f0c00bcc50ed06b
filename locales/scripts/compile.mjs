// Compiles every catalog in locales/messages to react-intl's pre-parsed AST in locales/compiled,
// so the app ships no ICU parser, and the story-only catalogs in locales/stories to
// locales/compiled/stories (loaded by Storybook's preview only). Then writes the app's form of
// each catalog to locales/compiled/app (`loadMessages` in src/index.ts reads them back):
// - ids.json: the ids of the messages the app and ui may show, sorted: every id but those of the
//   messages only the server formats (packages/server/src/**/*.messages.ts, e.g. the advisor's
//   `advisor.server.*`), which the server takes from the whole catalogs (`@izi/locales/catalogs`);
//   one text, each run of ids with the same first part written once (`cart:empty,title;…` for
//   `cart.empty`, `cart.title`), which src/expand.ts reads back;
// - <locale>.json: those messages in that order, without their ids (each catalog would otherwise
//   carry the same 361 ids again), in the compact form src/expand.ts turns back into the AST.
// Runs on install and before every build.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compact } from './compact.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const formatjs = join(root, '..', 'node_modules', '.bin', 'formatjs');
for (const [from, to] of [
  ['messages', 'compiled'],
  ['stories', 'compiled/stories'],
]) {
  mkdirSync(join(root, to), { recursive: true });
  execFileSync(
    formatjs,
    ['compile-folder', '--ast', '--format', 'simple', join(root, from), join(root, to)],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

const serverOnly = new Set(
  Object.keys(
    JSON.parse(
      execFileSync(
        formatjs,
        ['extract', 'packages/server/src/**/*.messages.ts', '--format', 'simple'],
        {
          cwd: join(root, '..'),
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      ),
    ),
  ),
);
const read = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));
const ids = Object.keys(read('compiled/en.json'))
  .filter((id) => !serverOnly.has(id))
  .sort();
const runs = [];
for (const id of ids) {
  const match = /^([^.:;,]+)\.([^:;,]+)$/.exec(id);
  if (!match) throw new Error(`the message id "${id}" needs a dot and no ":", ";" or ","`);
  const [, first, rest] = match;
  const last = runs.at(-1);
  if (last?.first === first) last.rests.push(rest);
  else runs.push({ first, rests: [rest] });
}
mkdirSync(join(root, 'compiled/app'), { recursive: true });
writeFileSync(
  join(root, 'compiled/app/ids.json'),
  JSON.stringify(runs.map(({ first, rests }) => `${first}:${rests.join(',')}`).join(';')),
);
for (const locale of ['en', 'es', 'fa', 'ar']) {
  const catalog = read(`compiled/${locale}.json`);
  writeFileSync(
    join(root, `compiled/app/${locale}.json`),
    JSON.stringify(ids.map((id) => compact(catalog[id]))),
  );
}
