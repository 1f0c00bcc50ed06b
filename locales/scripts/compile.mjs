// Compiles every catalog in locales/messages to react-intl's pre-parsed AST in locales/compiled,
// so the app ships no ICU parser. Runs on install and before every build.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
mkdirSync(join(root, 'compiled'), { recursive: true });
execFileSync(
  join(root, '..', 'node_modules', '.bin', 'formatjs'),
  ['compile-folder', '--ast', '--format', 'simple', join(root, 'messages'), join(root, 'compiled')],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
