// Checks the app's production build: every catalog is a chunk of its own and the entry inlines
// none (only the Persian messages of its own screens), the signed-in screens are one too (with
// TanStack Query and the typed client's schemas, which the entry does not hold), so is the
// operator console (which neither holds), and reports the gzipped sizes. `npm run bench` sets
// them against a bare React app and checks the budgets.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.env.APP_DIST ?? 'app/dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const chunks = new Map();
/** A chunk's bytes, read once however many checks look at it. */
function read(file) {
  if (!chunks.has(file)) chunks.set(file, readFileSync(join(dist, file)));
  return chunks.get(file);
}
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
const entryCode = read(entry.file);
const problems = [];

// A phrase that exists only in each catalog (not in the English defaults in the source); in
// Persian, one of a signed-in screen (the login screen's own Persian messages are in the entry).
const probes = { es: 'Mostrar contraseña', ar: 'إظهار كلمة المرور', fa: 'آخرین تراکنش‌ها' };
for (const locale of ['en', 'es', 'fa', 'ar']) {
  const key = Object.keys(manifest).find((name) =>
    name.endsWith(`locales/compiled/app/${locale}.json`),
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
  const size = gzipSync(read(chunk.file)).length;
  console.log(`  ${locale} catalog: ${chunk.file} (${(size / 1024).toFixed(1)} kB gzipped)`);
}
// The signed-in screens are loaded on demand: a chunk of their own, not in the entry.
const signedInKey = Object.keys(manifest).find((name) =>
  name.endsWith('shell/SignedInContainer.tsx'),
);
const signedIn = signedInKey && manifest[signedInKey];
if (!signedIn || !signedIn.isDynamicEntry) {
  problems.push('the signed-in screens are not a chunk of their own');
} else {
  const size = gzipSync(read(signedIn.file)).length;
  console.log(`  signed-in screens: ${signedIn.file} (${(size / 1024).toFixed(1)} kB gzipped)`);
}
// Few people hold the operator role: the console is a chunk of its own, and neither the entry
// nor the signed-in chunk holds its code (its messages' ids are a probe that only it carries).
const consoleKey = Object.keys(manifest).find((name) =>
  name.endsWith('features/operator/OperatorConsoleContainer.tsx'),
);
const operatorConsole = consoleKey && manifest[consoleKey];
const consoleProbe = Buffer.from('operatorConsole.title');
const holdsConsole = (chunk) => read(chunk.file).includes(consoleProbe);
const holders = [
  ['the entry', entry],
  ['the signed-in chunk', signedIn],
].filter(([, chunk]) => chunk && holdsConsole(chunk));
for (const [name] of holders) problems.push(`${name} holds the operator console`);
if (!operatorConsole || !operatorConsole.isDynamicEntry) {
  problems.push('the operator console is not a chunk of its own');
} else if (holdsConsole(operatorConsole)) {
  const size = gzipSync(read(operatorConsole.file)).length;
  console.log(
    `  operator console: ${operatorConsole.file} (${(size / 1024).toFixed(1)} kB gzipped)`,
  );
} else if (holders.length === 0) {
  problems.push(`the operator console's chunk does not hold its messages (the probe is stale)`);
}
// Server-state caching (TanStack Query) serves the signed-in screens only: not in the entry.
// (`refetchOnWindowFocus` is an option name that only TanStack Query and the app's query client use.)
if (entryCode.includes(Buffer.from('refetchOnWindowFocus')))
  problems.push('the entry holds TanStack Query (the signed-out screens do not use it)');
// The typed client and the contract's schemas (zod) come with the signed-in chunk: the signed-out
// screens' calls load them (app/src/features/auth/useAuthCalls.ts).
if (entryCode.includes(Buffer.from('$ZodType')))
  problems.push('the entry holds the schemas (zod); the signed-out screens load the client');
// The first screen's Persian messages replaced their placeholder (app/build/firstScreenMessages.ts).
if (entryCode.includes(Buffer.from('__IZI_FIRST_SCREEN_MESSAGES__')))
  problems.push("the entry's first-screen messages were not filled in");
const entryGzip = gzipSync(entryCode).length;
console.log(
  `  entry: ${entry.file} ${(entryCode.length / 1024).toFixed(1)} kB, ${(entryGzip / 1024).toFixed(1)} kB gzipped (includes the first screen's fa messages)`,
);
if (problems.length) {
  console.error(`Bundle check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
