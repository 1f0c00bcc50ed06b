// Compiles every catalog in locales/messages to react-intl's pre-parsed AST in locales/compiled,
// so the app ships no ICU parser, and the story-only catalogs in locales/stories to
// locales/compiled/stories (loaded by Storybook's preview only). Runs on install and before every
// build.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
for (const [from, to] of [
  ['messages', 'compiled'],
  ['stories', 'compiled/stories'],
]) {
  mkdirSync(join(root, to), { recursive: true });
  execFileSync(
    join(root, '..', 'node_modules', '.bin', 'formatjs'),
    ['compile-folder', '--ast', '--format', 'simple', join(root, from), join(root, to)],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
}
